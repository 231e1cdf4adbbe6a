<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB" sourcelanguage="en">
<context>
    <name>Report</name>
    <message numerus="yes">
        <source>%n rows left out</source>
        <translation>
            <numerusform>%n row left out</numerusform>
            <numerusform>%n rows left out</numerusform>
        </translation>
    </message>
</context>
</TS>
