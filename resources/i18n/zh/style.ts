<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Style</name>
    <message>
        <source>undefined</source>
        <translation>无定义</translation>
    </message>
    <message>
        <source>AUC undefined (one class)</source>
        <translation>AUC 无定义（只有一个类别）</translation>
    </message>
    <message>
        <source>best</source>
        <translation>最好</translation>
    </message>
    <message>
        <source>worst</source>
        <translation>最坏</translation>
    </message>
    <message>
        <source>positives only (up)</source>
        <translation>仅正例（向上）</translation>
    </message>
    <message>
        <source>negatives only (right)</source>
        <translation>仅反例（向右）</translation>
    </message>
    <message>
        <source>tie block: both classes</source>
        <translation>并列块：两类都有</translation>
    </message>
    <message>
        <source>several kinds within a pixel</source>
        <translation>一个像素内有多种线段</translation>
    </message>
    <message>
        <source>Average (diagonal)</source>
        <translation>平均（对角线）</translation>
    </message>
    <message>
        <source>Best, l1 (positives first)</source>
        <translation>最好，l1（正例在前）</translation>
    </message>
    <message>
        <source>Worst, l2 (negatives first)</source>
        <translation>最坏，l2（反例在前）</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>Best (l1)</source>
        <translation>最好 (l1)</translation>
    </message>
    <message>
        <source>Worst (l2)</source>
        <translation>最坏 (l2)</translation>
    </message>
</context>
<context>
    <name>TeachingTable</name>
    <message>
        <source>internal error: {error}</source>
        <translation>内部错误：{error}</translation>
    </message>
</context>
</TS>
