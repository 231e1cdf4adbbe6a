<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
<context>
    <name>Export</name>
    <message numerus="yes">
        <source>Exported {path} (the sweep in %n frames)</source>
        <translation>
            <numerusform>Exported {path} (the sweep in %n frame)</numerusform>
            <numerusform>Exported {path} (the sweep in %n frames)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LoadController</name>
    <message numerus="yes">
        <source>Left out %Ln rows with missing values.</source>
        <translation>
            <numerusform>Left out %Ln row with missing values.</numerusform>
            <numerusform>Left out %Ln rows with missing values.</numerusform>
        </translation>
    </message>
</context>
</TS>
