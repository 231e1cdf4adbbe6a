<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB" sourcelanguage="en">
<context>
    <name>ConfusionPanel</name>
    <message numerus="yes">
        <source>%Ln positives</source>
        <translation>
            <numerusform>%Ln positive</numerusform>
            <numerusform>%Ln positives</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln negatives</source>
        <translation>
            <numerusform>%Ln negative</numerusform>
            <numerusform>%Ln negatives</numerusform>
        </translation>
    </message>
</context>
</TS>
