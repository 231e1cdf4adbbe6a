<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Report</name>
    <message numerus="yes">
        <source>%n rows left out</source>
        <translation>
            <numerusform>略去 %n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>model {name}: {note}</source>
        <translation>模型 {name}：{note}</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>classes</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>{k} in {column}, {n} samples</source>
        <translation>{column} 列中 {k} 个类别，{n} 个样例</translation>
    </message>
    <message>
        <source>one-vs-rest AUC {auc}  ({positive} of this class; scores {column})</source>
        <translation>一对其余 AUC {auc}（此类别 {positive} 个样例；分数列 {column}）</translation>
    </message>
    <message>
        <source>one-vs-rest</source>
        <translation>一对其余</translation>
    </message>
    <message>
        <source>macro {macro}  weighted {weighted} (by prevalence)  micro {micro} (every sample and class as one problem)</source>
        <translation>宏平均 {macro}  加权 {weighted}（按正例比例）  微平均 {micro}（所有样例与类别合为一个问题）</translation>
    </message>
    <message>
        <source>one-vs-one</source>
        <translation>一对一</translation>
    </message>
    <message>
        <source>macro {macro} (Hand &amp; Till&apos;s M)  weighted {weighted} (by the pair&apos;s share of samples)</source>
        <translation>宏平均 {macro}（Hand &amp; Till 的 M）  加权 {weighted}（按每对类别的样例占比）</translation>
    </message>
    <message>
        <source>groups</source>
        <translation>分组</translation>
    </message>
    <message>
        <source>{column}: {n} groups, {used} with both classes ({one} of one class left out: no AUC)</source>
        <translation>{column}：{n} 个分组，其中 {used} 个含两类（{one} 个仅含一类，没有 AUC，略去）</translation>
    </message>
    <message>
        <source>mean AUC</source>
        <translation>平均 AUC</translation>
    </message>
    <message>
        <source>{auc}  (plain mean over those groups)</source>
        <translation>{auc}（这些分组的简单平均）</translation>
    </message>
    <message>
        <source>weighted AUC</source>
        <translation>加权 AUC</translation>
    </message>
    <message>
        <source>{auc}  (weighted by samples, GAUC)</source>
        <translation>{auc}（按样例数加权，GAUC）</translation>
    </message>
    <message>
        <source>AUC all rows</source>
        <translation>全部行的 AUC</translation>
    </message>
    <message>
        <source>all {n}</source>
        <translation>全部 {n} 个</translation>
    </message>
    <message>
        <source>up to {n} (--group-table: all)</source>
        <translation>至多 {n} 个（--group-table：全部）</translation>
    </message>
    <message>
        <source>table</source>
        <translation>表</translation>
    </message>
    <message>
        <source>not printed here; the groups CSV lists every group, the JSON report {listed}</source>
        <translation>此处不列出；分组 CSV 列出每个分组，JSON 报告列出{listed}</translation>
    </message>
    <message>
        <source>folds</source>
        <translation>折</translation>
    </message>
    <message>
        <source>{column}: {k} folds</source>
        <translation>{column}：{k} 折</translation>
    </message>
    <message>
        <source>fold {fold}</source>
        <translation>折 {fold}</translation>
    </message>
    <message>
        <source>{auc}, SD {sd} (ddof 1)</source>
        <translation>{auc}，标准差 {sd}（ddof 1）</translation>
    </message>
    <message>
        <source>pooled AUC</source>
        <translation>合并 AUC</translation>
    </message>
    <message>
        <source>{auc}  (every fold&apos;s rows as one model)</source>
        <translation>{auc}（所有折的行合为一个模型）</translation>
    </message>
    <message>
        <source>vertical</source>
        <translation>垂直平均</translation>
    </message>
    <message>
        <source>mean TPR at FPR {shown}</source>
        <translation>各 FPR 处的平均真正例率：{shown}</translation>
    </message>
    <message>
        <source>undefined (one class)</source>
        <translation>无定义（仅一类）</translation>
    </message>
    <message>
        <source>AUC {auc}  ({positive} positive, {negative} negative)</source>
        <translation>AUC {auc}（正例 {positive}，反例 {negative}）</translation>
    </message>
    <message>
        <source>trapezoids (2.20)</source>
        <translation>梯形求和 (2.20)</translation>
    </message>
    <message>
        <source>1 - rank loss (2.21, 2.22)</source>
        <translation>1 - 排序损失 ℓ_rank (2.21, 2.22)</translation>
    </message>
    <message>
        <source>Mann-Whitney rank sum</source>
        <translation>Mann-Whitney 秩和</translation>
    </message>
    <message>
        <source>grouped by score</source>
        <translation>按分数分组</translation>
    </message>
    <message>
        <source>pair probability</source>
        <translation>样例对概率</translation>
    </message>
    <message>
        <source>AUC {auc} is below 0.5: these scores run the other way (higher scores go with the negatives); to judge them the usual way, swap the two count columns (positives in {negatives_column}, negatives in {positives_column})</source>
        <translation>AUC {auc} 低于 0.5：这些分数的方向相反（分数越高越多是反例）；若要按通常的方式评判，请交换两个计数列（正例数取 {negatives_column}，反例数取 {positives_column}）</translation>
    </message>
    <message>
        <source>AUC {auc} is below 0.5: these scores run the other way (higher scores go with the negatives); choose {other} as the positive class instead of {positive} (the scores are not flipped for you)</source>
        <translation>AUC {auc} 低于 0.5：这些分数的方向相反（分数越高越多是反例）；请改选 {other} 为正例，而非 {positive}（分数不会自动翻转）</translation>
    </message>
    <message>
        <source>AUC {auc} is below 0.5: these scores run the other way (higher scores go with the negatives); check that {positive} is the class the scores are meant to find (the scores are not flipped for you)</source>
        <translation>AUC {auc} 低于 0.5：这些分数的方向相反（分数越高越多是反例）；请检查 {positive} 是否确为这些分数要找的类别（分数不会自动翻转）</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>无定义</translation>
    </message>
    <message>
        <source>model {i}: {name}</source>
        <translation>模型 {i}：{name}</translation>
    </message>
    <message>
        <source>comparisons (DeLong; {level} CI of the difference in AUC, a - b)</source>
        <translation>比较（DeLong；AUC 之差 a - b 的 {level} 置信区间）</translation>
    </message>
    <message>
        <source>paired</source>
        <translation>配对</translation>
    </message>
    <message>
        <source>unpaired</source>
        <translation>非配对</translation>
    </message>
    <message>
        <source>{a} vs {b}  {pairing}  undefined: {problem}</source>
        <translation>{a} vs {b}  {pairing}  无定义：{problem}</translation>
    </message>
    <message>
        <source>{a} vs {b}  {pairing}  difference {difference} [{low}, {high}]  {stat} {z}  p {p}</source>
        <translation>{a} vs {b}  {pairing}  差 {difference} [{low}, {high}]  {stat} {z}  p {p}</translation>
    </message>
    <message>
        <source>engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>scores</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>labels</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>{column}, positive {positive}</source>
        <translation>{column}，正例为 {positive}</translation>
    </message>
    <message>
        <source>counts</source>
        <translation>计数</translation>
    </message>
    <message>
        <source>positives in {positives_column}, negatives in {negatives_column}</source>
        <translation>正例数在 {positives_column} 列，反例数在 {negatives_column} 列</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>样例</translation>
    </message>
    <message>
        <source>{n}: {positive} positive, {negative} negative</source>
        <translation>{n}：正例 {positive}，反例 {negative}</translation>
    </message>
    <message>
        <source>tie blocks</source>
        <translation>并列块</translation>
    </message>
    <message>
        <source>{distinct} distinct scores, {mixed} holding both classes</source>
        <translation>{distinct} 个不同分数，其中 {mixed} 个同时含正例和反例</translation>
    </message>
    <message>
        <source>pairs</source>
        <translation>样例对</translation>
    </message>
    <message>
        <source>{total}: {concordant} concordant, {tied} tied, {discordant} discordant</source>
        <translation>{total}：正序 {concordant}，并列 {tied}，逆序 {discordant}</translation>
    </message>
    <message>
        <source>AUC average</source>
        <translation>AUC 平均</translation>
    </message>
    <message>
        <source>AUC best</source>
        <translation>AUC 最好 (l1)</translation>
    </message>
    <message>
        <source>AUC worst</source>
        <translation>AUC 最坏 (l2)</translation>
    </message>
    <message>
        <source>&lt;- tie ordering</source>
        <translation>&lt;- 并列排序</translation>
    </message>
    <message>
        <source>rank loss</source>
        <translation>排序损失 ℓ_rank</translation>
    </message>
    <message>
        <source>(= 1 - AUC average)</source>
        <translation>（= 1 - AUC 平均；式 (2.21)、(2.22)）</translation>
    </message>
    <message>
        <source>direction</source>
        <translation>方向</translation>
    </message>
    <message>
        <source>AUC CI</source>
        <translation>AUC 置信区间</translation>
    </message>
    <message>
        <source>undefined: {problem}</source>
        <translation>无定义：{problem}</translation>
    </message>
    <message>
        <source>AUC average {level} CI</source>
        <translation>AUC 平均的 {level} 置信区间</translation>
    </message>
    <message>
        <source>{low} to {high} ({method}, SE {se})</source>
        <translation>{low} 至 {high}（{method}，标准误 {se}）</translation>
    </message>
    <message>
        <source>threshold</source>
        <translation>阈值</translation>
    </message>
    <message>
        <source>average precision {ap}, area {area} (interpolated), baseline {baseline} (prevalence)</source>
        <translation>平均查准率 (AP) {ap}，面积 {area}（插值），基线 {baseline}（正例比例）</translation>
    </message>
    <message>
        <source>best</source>
        <translation>最佳阈值</translation>
    </message>
    <message>
        <source>{at} by {criterion}</source>
        <translation>{at}，依据{criterion}</translation>
    </message>
    <message>
        <source>partial AUC</source>
        <translation>部分 AUC</translation>
    </message>
    <message>
        <source>{focus} {low} to {high}: area {area}, standardized {standardized} (McClish)</source>
        <translation>{focus} {low} 至 {high}：面积 {area}，标准化 {standardized}（McClish）</translation>
    </message>
    <message>
        <source>hull</source>
        <translation>凸包</translation>
    </message>
    <message>
        <source>AUC {auc} (convex hull through {k} of the curve&apos;s vertices)</source>
        <translation>AUC {auc}（凸包经过曲线的 {k} 个顶点）</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>注</translation>
    </message>
    <message>
        <source>five formulas for AUC average (all agree)</source>
        <translation>AUC 平均的五个公式（结果全部一致）</translation>
    </message>
    <message>
        <source>five formulas for AUC average (they DISAGREE: please report this)</source>
        <translation>AUC 平均的五个公式（结果不一致！请报告此问题）</translation>
    </message>
    <message>
        <source>confusion</source>
        <translation>混淆矩阵</translation>
    </message>
    <message>
        <source>TPR</source>
        <translation>真正例率</translation>
    </message>
    <message>
        <source>FPR</source>
        <translation>假正例率</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>查准率</translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>rates</source>
        <translation>比率</translation>
    </message>
    <message>
        <source>{engine} (the rows were not loaded into memory)</source>
        <translation>{engine}（数据行未载入内存）</translation>
    </message>
    <message>
        <source>{t} (score &gt;= threshold is predicted positive)</source>
        <translation>{t}（分数 &gt;= 阈值即预测为正例）</translation>
    </message>
    <message>
        <source>+inf (nothing is predicted positive: the curve&apos;s start)</source>
        <translation>+inf（没有样例预测为正例：曲线的起点）</translation>
    </message>
    <message>
        <source>-inf (everything is predicted positive: the curve&apos;s end)</source>
        <translation>-inf（所有样例都预测为正例：曲线的终点）</translation>
    </message>
    <message>
        <source>t = +inf (nothing predicted positive; pROC&apos;s threshold: +inf too)</source>
        <translation>t = +inf（没有样例预测为正例；pROC 的阈值也是 +inf）</translation>
    </message>
    <message>
        <source>t = {t} (pROC&apos;s threshold: -inf, as everything is predicted positive)</source>
        <translation>t = {t}（pROC 的阈值：-inf，因为所有样例都预测为正例）</translation>
    </message>
    <message>
        <source>t = {t} (pROC&apos;s threshold: {midpoint}, the midpoint to the next lower score)</source>
        <translation>t = {t}（pROC 的阈值：{midpoint}，即它与下一个较低分数的中点）</translation>
    </message>
    <message>
        <source>Youden&apos;s J = TPR - FPR = {value}</source>
        <translation>约登指数 J = TPR - FPR = {value}</translation>
    </message>
    <message>
        <source>closest to (0, 1): (1 - TPR)^2 + FPR^2 = {value}</source>
        <translation>最接近 (0, 1)：(1 - TPR)^2 + FPR^2 = {value}</translation>
    </message>
    <message>
        <source>least expected cost {value} (cost ratio {ratio}, prevalence {prevalence})</source>
        <translation>最小期望代价 {value}（代价比 {ratio}，正例比例 {prevalence}）</translation>
    </message>
    <message>
        <source>stratified bootstrap</source>
        <translation>分层自助法</translation>
    </message>
    <message>
        <source>every score is the same ({score}): the model ranks nothing, so its AUC is 0.5 by its one tie block (each of its {pairs} pairs tied, counting half), and DeLong&apos;s interval has no width (its standard error is 0)</source>
        <translation>所有分数都相同（{score}）：模型没有对任何样例排序，其唯一的并列块中 {pairs} 个样例对全部并列、各计一半，故 AUC 为 0.5；DeLong 置信区间宽度为 0（其标准误为 0）</translation>
    </message>
    <message>
        <source>every score is the same ({score}): the model ranks nothing, so its AUC is 0.5 by its one tie block (each of its {pairs} pairs tied, counting half), and the bootstrap interval has no width (every resample gives 0.5)</source>
        <translation>所有分数都相同（{score}）：模型没有对任何样例排序，其唯一的并列块中 {pairs} 个样例对全部并列、各计一半，故 AUC 为 0.5；自助法置信区间宽度为 0（每次重抽样都得到 0.5）</translation>
    </message>
    <message>
        <source>every score is the same ({score}): the model ranks nothing, so its AUC is 0.5 by its one tie block (each of its {pairs} pairs tied, counting half)</source>
        <translation>所有分数都相同（{score}）：模型没有对任何样例排序，其唯一的并列块中 {pairs} 个样例对全部并列、各计一半，故 AUC 为 0.5</translation>
    </message>
</context>
</TS>
