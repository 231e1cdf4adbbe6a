<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>core</name>
    <message>
        <source>{first}; {second}</source>
        <translation>{first}；{second}</translation>
    </message>
    <message>
        <source>loading was cancelled</source>
        <translation>已取消读取</translation>
    </message>
    <message>
        <source>the pair grid is for small data: {n_negative} negatives × {n_positive} positives exceeds {limit} × {limit} cells</source>
        <translation>样例对网格只用于小数据：{n_negative} 个反例 × {n_positive} 个正例超过了 {limit} × {limit} 个格子</translation>
    </message>
</context>
</TS>
