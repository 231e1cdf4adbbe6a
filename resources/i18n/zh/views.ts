<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>BestThresholdOverlay</name>
    <message>
        <source>best, Youden&apos;s J:
J = {value} at t = {t}</source>
        <translation>最佳阈值（约登指数 J）：
t = {t} 时 J = {value}</translation>
    </message>
    <message>
        <source>best, closest to (0, 1):
distance² = {value} at t = {t}</source>
        <translation>最佳阈值（最接近 (0, 1)）：
t = {t} 时距离² = {value}</translation>
    </message>
    <message>
        <source>best, minimum expected cost:
expected cost = {value} at t = {t}</source>
        <translation>最佳阈值（最小期望代价）：
t = {t} 时期望代价 = {value}</translation>
    </message>
    <message>
        <source>iso-cost slope (1 − π)/(R·π) = {slope}</source>
        <translation>等代价线斜率 (1 − π)/(R·π) = {slope}</translation>
    </message>
</context>
<context>
    <name>DetView</name>
    <message>
        <source>False positive rate (FPR)</source>
        <translation>假正例率 (FPR)</translation>
    </message>
    <message>
        <source>False negative rate (FNR)</source>
        <translation>假反例率 (FNR)</translation>
    </message>
    <message>
        <source>computing the DET curve…</source>
        <translation>正在计算 DET 曲线…</translation>
    </message>
    <message>
        <source>DET curve (FNR against FPR)</source>
        <translation>DET 曲线（FNR 对 FPR）</translation>
    </message>
    <message>
        <source>chance (FNR = 1 − FPR)</source>
        <translation>随机猜测（FNR = 1 − FPR）</translation>
    </message>
    <message>
        <source>The DET curve</source>
        <translation>DET 曲线</translation>
    </message>
</context>
<context>
    <name>HullOverlay</name>
    <message>
        <source>convex hull: AUC = {auc}</source>
        <translation>凸包：AUC = {auc}</translation>
    </message>
</context>
<context>
    <name>PairGridOverlay</name>
    <message>
        <source>below the curve: counts 1 in the AUC</source>
        <translation>在曲线下方：按 1 计入 AUC</translation>
    </message>
    <message>
        <source>cut by the diagonal: ½ in the AUC, ½ in ℓ&lt;sub&gt;rank&lt;/sub&gt;</source>
        <translation>被对角线分开：½ 计入 AUC，½ 计入 ℓ&lt;sub&gt;rank&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>above the curve: counts 1 in ℓ&lt;sub&gt;rank&lt;/sub&gt;</source>
        <translation>在曲线上方：按 1 计入 ℓ&lt;sub&gt;rank&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>tied:&lt;br&gt;in AUC</source>
        <translation>并列：&lt;br&gt;计入 AUC</translation>
    </message>
    <message>
        <source>tied:&lt;br&gt;in ℓ&lt;sub&gt;rank&lt;/sub&gt;</source>
        <translation>并列：&lt;br&gt;计入 ℓ&lt;sub&gt;rank&lt;/sub&gt;</translation>
    </message>
</context>
<context>
    <name>PartialAucOverlay</name>
    <message>
        <source>partial AUC, {axis} {low}–{high}: {area}</source>
        <translation>部分 AUC，{axis} {low}–{high}：{area}</translation>
    </message>
    <message>
        <source>standardized (McClish): {value}</source>
        <translation>标准化（McClish）：{value}</translation>
    </message>
    <message>
        <source>below the chance diagonal&apos;s area</source>
        <translation>低于对角线（随机猜测）下的面积</translation>
    </message>
    <message>
        <source>(ties averaged)</source>
        <translation>（并列取平均）</translation>
    </message>
</context>
<context>
    <name>PlotsArea</name>
    <message>
        <source>Show the ROC curve</source>
        <translation>显示 ROC 曲线</translation>
    </message>
    <message>
        <source>Show the precision–recall curve</source>
        <translation>显示 P-R 曲线</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>并排</translation>
    </message>
    <message>
        <source>Show the ROC and precision–recall curves side by side</source>
        <translation>并排显示 ROC 曲线与 P-R 曲线</translation>
    </message>
    <message>
        <source>Show the DET curve: false negative against false positive rate on normal-deviate axes</source>
        <translation>显示 DET 曲线：在正态离差坐标上的假阴性率对假阳性率</translation>
    </message>
    <message>
        <source>&amp;ROC Curve</source>
        <translation>ROC 曲线(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Precision–Recall Curve</source>
        <translation>P-R 曲线(&amp;P)</translation>
    </message>
    <message>
        <source>ROC &amp;and PR Side by Side</source>
        <translation>ROC 与 P-R 并排(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;DET Curve</source>
        <translation>DET 曲线(&amp;D)</translation>
    </message>
    <message>
        <source>Plot:</source>
        <translation>图：</translation>
    </message>
</context>
<context>
    <name>PrView</name>
    <message>
        <source>The precision-recall curve</source>
        <translation>P-R 曲线</translation>
    </message>
    <message>
        <source>positives only (precision rises)</source>
        <translation>仅正例（查准率上升）</translation>
    </message>
    <message>
        <source>negatives only (precision drops)</source>
        <translation>仅反例（查准率下降）</translation>
    </message>
    <message>
        <source>tie block: both classes (curved)</source>
        <translation>并列块：两类都有（弯曲）</translation>
    </message>
    <message>
        <source>Recall (TPR)</source>
        <translation>查全率 (TPR)</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>查准率</translation>
    </message>
    <message>
        <source>computing the precision–recall curve…</source>
        <translation>正在计算 P-R 曲线…</translation>
    </message>
    <message>
        <source>baseline = prevalence m&lt;sup&gt;+&lt;/sup&gt;/n = {value}</source>
        <translation>基线 = 正例比例 m&lt;sup&gt;+&lt;/sup&gt;/n = {value}</translation>
    </message>
    <message>
        <source>&lt;b&gt;AP = {ap}&lt;/b&gt;&lt;br&gt;area = {area}</source>
        <translation>&lt;b&gt;AP = {ap}&lt;/b&gt;&lt;br&gt;面积 = {area}</translation>
    </message>
    <message>
        <source>nothing predicted positive</source>
        <translation>没有预测为正例的样例</translation>
    </message>
    <message>
        <source>precision {value}</source>
        <translation>查准率 {value}</translation>
    </message>
    <message>
        <source>recall {value}</source>
        <translation>查全率 {value}</translation>
    </message>
    <message>
        <source>baseline (prevalence {value})</source>
        <translation>基线（正例比例 {value}）</translation>
    </message>
    <message>
        <source>baseline (prevalence)</source>
        <translation>基线（正例比例）</translation>
    </message>
    <message>
        <source>AP {ap}, area {area}</source>
        <translation>AP {ap}，面积 {area}</translation>
    </message>
    <message>
        <source>area under the path (interpolated)</source>
        <translation>路径下面积（插值）</translation>
    </message>
</context>
<context>
    <name>RocView</name>
    <message>
        <source>False positive rate (FPR)</source>
        <translation>假正例率 (FPR)</translation>
    </message>
    <message>
        <source>True positive rate (TPR)</source>
        <translation>真正例率 (TPR)</translation>
    </message>
    <message>
        <source>tie band = T/(m&lt;sup&gt;+&lt;/sup&gt;m&lt;sup&gt;−&lt;/sup&gt;) = {value}</source>
        <translation>并列带 = T/(m&lt;sup&gt;+&lt;/sup&gt;m&lt;sup&gt;−&lt;/sup&gt;) = {value}</translation>
    </message>
    <message>
        <source>t = {typed}, predicts like {reached}</source>
        <extracomment>The axes&apos; class: rates in [0, 1] (the DET plot&apos;s are deviates).</extracomment>
        <translation>t = {typed}，预测结果同 {reached}</translation>
    </message>
</context>
<context>
    <name>ScoreView</name>
    <message>
        <source>Score</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>predicted positive (score ≥ t)</source>
        <translation>预测为正例（分数 ≥ t）</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:{negative}&apos;&gt;negatives ↓&lt;/span&gt;&amp;nbsp;&amp;nbsp;&lt;span style=&apos;color:{positive}&apos;&gt;positives ↑&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:{negative}&apos;&gt;反例 ↓&lt;/span&gt;&amp;nbsp;&amp;nbsp;&lt;span style=&apos;color:{positive}&apos;&gt;正例 ↑&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Score (× {unit})</source>
        <translation>分数 (× {unit})</translation>
    </message>
    <message>
        <source>{score} — positives and negatives each on their own count scale (see the counts at the left)</source>
        <translation>{score} —— 正例与反例各用自己的计数刻度（见左侧计数）</translation>
    </message>
    <message>
        <source>{score} — each class on its own count scale</source>
        <translation>{score} —— 每类各用自己的计数刻度</translation>
    </message>
    <message>
        <source>{count} more at {score} →</source>
        <translation>另有 {count} 个在 {score} →</translation>
    </message>
    <message>
        <source>{count} more up to {score} →</source>
        <translation>另有 {count} 个，最高至 {score} →</translation>
    </message>
    <message>
        <source>← {count} more at {score}</source>
        <translation>← 另有 {count} 个在 {score}</translation>
    </message>
    <message>
        <source>← {count} more down to {score}</source>
        <translation>← 另有 {count} 个，最低至 {score}</translation>
    </message>
    <message>
        <source>The score distribution needs every row. This model was computed out of memory by an engine:
its curve, areas and counts at every drawn vertex are exact; move the threshold on the ROC plot.</source>
        <translation>分数分布需要每一行数据。此模型由引擎在内存之外计算：
它的曲线、面积以及每个绘出顶点处的计数都是精确的；请在 ROC 图上移动阈值。</translation>
    </message>
    <message numerus="yes">
        <source>{count} far outliers ({positives} positive, {negatives} negative), scores {nearest}, drawn compressed in the hatched strip so the rest stay readable</source>
        <translation>
            <numerusform>{count} 个远离的离群值（{positives} 个正例，{negatives} 个反例），分数为 {nearest}，压缩画在斜线条带中，使其余部分清晰可读</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} far outliers ({positives} positive, {negatives} negative), scores {nearest} to {farthest}, drawn compressed in the hatched strip so the rest stay readable</source>
        <translation>
            <numerusform>{count} 个远离的离群值（{positives} 个正例，{negatives} 个反例），分数从 {nearest} 到 {farthest}，压缩画在斜线条带中，使其余部分清晰可读</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeBandOverlay</name>
    <message>
        <source>{level}% confidence band of sensitivity ({n} bootstraps)</source>
        <translation>灵敏度的 {level}% 置信带（{n} 次自助重抽样）</translation>
    </message>
</context>
<context>
    <name>StrataOverlay</name>
    <message>
        <source>mean of folds (threshold averaging)</source>
        <translation>各折的平均（阈值平均）</translation>
    </message>
    <message>
        <source>mean of folds (vertical averaging)</source>
        <translation>各折的平均（垂直平均）</translation>
    </message>
    <message>
        <source>±1 SD of the folds&apos; TPR</source>
        <translation>各折 TPR 的 ±1 标准差</translation>
    </message>
    <message numerus="yes">
        <source>%n folds, each its own curve</source>
        <translation>
            <numerusform>%n 折，每折一条曲线</numerusform>
        </translation>
    </message>
</context>
</TS>
