<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB" sourcelanguage="en">
<context>
    <name>ScoreView</name>
    <message numerus="yes">
        <source>{count} far outliers ({positives} positive, {negatives} negative), scores {nearest}, drawn compressed in the hatched strip so the rest stay readable</source>
        <translation>
            <numerusform>{count} far outlier ({positives} positive, {negatives} negative), scores {nearest}, drawn compressed in the hatched strip so the rest stay readable</numerusform>
            <numerusform>{count} far outliers ({positives} positive, {negatives} negative), scores {nearest}, drawn compressed in the hatched strip so the rest stay readable</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} far outliers ({positives} positive, {negatives} negative), scores {nearest} to {farthest}, drawn compressed in the hatched strip so the rest stay readable</source>
        <translation>
            <numerusform>{count} far outlier ({positives} positive, {negatives} negative), scores {nearest} to {farthest}, drawn compressed in the hatched strip so the rest stay readable</numerusform>
            <numerusform>{count} far outliers ({positives} positive, {negatives} negative), scores {nearest} to {farthest}, drawn compressed in the hatched strip so the rest stay readable</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StrataOverlay</name>
    <message numerus="yes">
        <source>%n folds, each its own curve</source>
        <translation>
            <numerusform>%n fold</numerusform>
            <numerusform>%n folds, each its own curve</numerusform>
        </translation>
    </message>
</context>
</TS>
