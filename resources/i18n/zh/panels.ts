<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AccumulationTable</name>
    <message>
        <source>blocks: from the highest score down</source>
        <translation>blocks：分数从高到低的各并列块</translation>
    </message>
    <message>
        <source>the m⁺·m⁻ pairs</source>
        <translation>共 m⁺·m⁻ 个样例对</translation>
    </message>
    <message>
        <source>Positives (clicks) at this score (rows of the log grouped here: see the tip of each row&apos;s score)</source>
        <translation>该分数上的正例（点击）数（日志中归入此处的行见每行分数的提示）</translation>
    </message>
    <message>
        <source>Positives (clicks) at this score (samples grouped here: see the tip of each row&apos;s score)</source>
        <translation>该分数上的正例（点击）数（归入此处的样例见每行分数的提示）</translation>
    </message>
    <message>
        <source>Distinct scores from the highest down</source>
        <translation>各个不同的分数，从最高往下</translation>
    </message>
    <message>
        <source>score</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>The ctr the rows are grouped by</source>
        <translation>各行据以分组的点击率（ctr）</translation>
    </message>
    <message>
        <source>Negatives (non-clicks) at this score</source>
        <translation>该分数上的反例（未点击）数</translation>
    </message>
    <message>
        <source>Positives at higher scores, before this row</source>
        <translation>更高分数上的正例数，即本行之前的累计</translation>
    </message>
    <message>
        <source>The rectangle nₖ·TPₖ₋₁ plus the triangle nₖ·pₖ/2, in count units</source>
        <translation>矩形 nₖ·TPₖ₋₁ 加三角形 nₖ·pₖ/2，以计数为单位</translation>
    </message>
    <message>
        <source>The sum of the terms so far</source>
        <translation>到此为止各项之和</translation>
    </message>
    <message>
        <source>Grouped accumulation (as a click-log job computes it)</source>
        <translation>分组累加（点击日志任务的算法）</translation>
    </message>
    <message>
        <source>The accumulation needs every tie block</source>
        <translation>分组累加需要每一个并列块</translation>
    </message>
    <message>
        <source>It kept only the vertices a screen can show.</source>
        <translation>它只保留了屏幕能显示的顶点。</translation>
    </message>
    <message>
        <source>These rows carry fractional case weights: the accumulation counts samples, so it is not shown.</source>
        <translation>这些行带有小数个案权重：累加表按样本计数，因此不显示。</translation>
    </message>
    <message>
        <source>Grouping…</source>
        <translation>正在分组…</translation>
    </message>
    <message>
        <source>aggregated rows (score, positives, negatives) grouped by score</source>
        <translation>按分数分组的汇总行（分数、正例数、反例数）</translation>
    </message>
    <message>
        <source>samples grouped by score, as a click log would be</source>
        <translation>按分数分组的样例，与点击日志的做法相同</translation>
    </message>
    <message>
        <source>{what}: showing the first {head} and the last {tail} of {count} distinct scores; {omitted} in between are not listed. The sum covers them all.</source>
        <translation>{what}：共 {count} 个不同的分数，显示前 {head} 个和后 {tail} 个，中间 {omitted} 个未列出。总和包含全部分数。</translation>
    </message>
    <message>
        <source>{what}, highest score first: {count} distinct scores.</source>
        <translation>{what}，最高分在前：共 {count} 个不同的分数。</translation>
    </message>
    <message>
        <source>Σ = {total} (area under the curve in count units)</source>
        <translation>Σ = {total}（以计数为单位的曲线下面积）</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Youden&apos;s J (max TPR − FPR)</source>
        <translation>约登指数 J（TPR − FPR 最大）</translation>
    </message>
    <message>
        <source>Closest to (0, 1)</source>
        <translation>离 (0, 1) 最近</translation>
    </message>
    <message>
        <source>Minimum expected cost</source>
        <translation>期望代价最小</translation>
    </message>
    <message>
        <source>expected cost R·π·(1 − TPR) + (1 − π)·FPR</source>
        <translation>期望代价 R·π·(1 − TPR) + (1 − π)·FPR</translation>
    </message>
    <message>
        <source>FPR (false positive rate)</source>
        <translation>FPR（假正例率）</translation>
    </message>
    <message>
        <source>TPR (true positive rate)</source>
        <translation>TPR（真正例率）</translation>
    </message>
    <message>
        <source>Best threshold</source>
        <translation>最佳阈值</translation>
    </message>
    <message>
        <source>Criterion:</source>
        <translation>准则：</translation>
    </message>
    <message>
        <source>e.g. 5: a miss costs 5 false alarms</source>
        <translation>例如 5：漏掉一个正例的代价等于 5 次误报</translation>
    </message>
    <message>
        <source>R = cost of a missed positive / cost of a false alarm</source>
        <translation>R = 漏掉一个正例的代价 / 一次误报的代价</translation>
    </message>
    <message>
        <source>Cost ratio R:</source>
        <translation>代价比 R：</translation>
    </message>
    <message>
        <source>π, the share of positives where the classifier will be used; empty: the data&apos;s m+/n</source>
        <translation>π，分类器实际使用场合中的正例比例；留空：取数据中的 m+/n</translation>
    </message>
    <message>
        <source>Prevalence π:</source>
        <translation>正例比例 π：</translation>
    </message>
    <message>
        <source>Move threshold there</source>
        <translation>把阈值移到该处</translation>
    </message>
    <message>
        <source>Partial AUC</source>
        <translation>部分 AUC</translation>
    </message>
    <message>
        <source>Show the partial AUC (drag its edges on the plot)</source>
        <translation>显示部分 AUC（可在图上拖动其边界）</translation>
    </message>
    <message>
        <source>Range of:</source>
        <translation>范围所在轴：</translation>
    </message>
    <message>
        <source>low</source>
        <translation>下限</translation>
    </message>
    <message>
        <source>high</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>to</source>
        <translation>到</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>从：</translation>
    </message>
    <message>
        <source>Convex hull (ROCCH)</source>
        <translation>凸包（ROCCH）</translation>
    </message>
    <message>
        <source>Show the convex hull</source>
        <translation>显示凸包</translation>
    </message>
    <message>
        <source>Every point on the hull is reached by choosing at random between the thresholds of its two ends</source>
        <translation>凸包上的每一点都可以通过在其两端的阈值之间随机选择来达到</translation>
    </message>
    <message>
        <source>Precision–recall</source>
        <translation>查准率–查全率</translation>
    </message>
    <message>
        <source>the data&apos;s</source>
        <translation>数据中的值</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>{low} 到 {high}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Shade the confidence band of sensitivity</source>
        <translation>绘出灵敏度的置信带</translation>
    </message>
    <message>
        <source>Stratified bootstrap intervals of the sensitivity at specificities 0, 0.1, …, 1 (pROC&apos;s ci.se), at the confidence level of the intervals; not the tie band</source>
        <translation>在特异度 0、0.1、…、1 处灵敏度的分层自助法区间（pROC 的 ci.se），置信水平同各区间；不是平局带</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Confidence band (bootstrap)</source>
        <translation>置信带（自助法）</translation>
    </message>
    <message>
        <source>computing {n} resamples…</source>
        <translation>正在计算 {n} 次重抽样…</translation>
    </message>
    <message>
        <source>seed {seed}</source>
        <translation>种子 {seed}</translation>
    </message>
    <message>
        <source>no seed</source>
        <translation>无种子</translation>
    </message>
    <message>
        <source>{level}% band, {n} stratified resamples, {seed}; {points} specificities</source>
        <translation>{level}% 置信带，{n} 次分层重抽样，{seed}；{points} 个特异度</translation>
    </message>
    <message>
        <source>(kept: {kept})</source>
        <translation>（保留：{kept}）</translation>
    </message>
    <message>
        <source>No data.</source>
        <translation>没有数据。</translation>
    </message>
    <message>
        <source>These analyses need both classes in the data.</source>
        <translation>这些分析要求数据中正例、反例都有。</translation>
    </message>
    <message>
        <source>the data&apos;s: {fraction}</source>
        <translation>数据中的值：{fraction}</translation>
    </message>
    <message>
        <source>needs every vertex; this curve was computed out of memory and thinned for drawing</source>
        <translation>需要全部顶点；这条曲线是在内存之外计算的，为绘图已做抽稀</translation>
    </message>
    <message>
        <source>computing…</source>
        <translation>正在计算…</translation>
    </message>
    <message>
        <source>hull AUC = {hull} ({corners} corners)
curve AUC = {curve}</source>
        <translation>凸包 AUC = {hull}（{corners} 个顶点）
曲线 AUC = {curve}</translation>
    </message>
    <message>
        <source>needs every tie block; this curve was computed out of memory and thinned for drawing</source>
        <translation>需要全部并列块；这条曲线是在内存之外计算的，为绘图已做抽稀</translation>
    </message>
    <message>
        <source>shown with the precision–recall plot (View menu)</source>
        <translation>随 P-R 曲线图一同显示（视图菜单）</translation>
    </message>
    <message>
        <source>average precision (AP) = {ap}
area under the interpolated path = {area}
baseline (prevalence m+/n) = {baseline}</source>
        <translation>平均查准率 (AP) = {ap}
插值路径下面积 = {area}
基线（正例比例 m+/n）= {baseline}</translation>
    </message>
    <message>
        <source>threshold t = {t} (vertex {vertex})</source>
        <translation>阈值 t = {t}（顶点 {vertex}）</translation>
    </message>
    <message>
        <source>pROC&apos;s threshold: {midpoint} (the midpoint to the next lower score)</source>
        <translation>pROC 的阈值：{midpoint}（与下一个更低分数的中点）</translation>
    </message>
    <message>
        <source>with R = {ratio}, π = {prevalence}; iso-cost slope = {slope}</source>
        <translation>其中 R = {ratio}，π = {prevalence}；等代价线斜率 = {slope}</translation>
    </message>
    <message>
        <source>area over {axis} {low} to {high} = {area}
standardized (McClish) = {standardized}</source>
        <translation>{axis} 从 {low} 到 {high} 的面积 = {area}
标准化（McClish）= {standardized}</translation>
    </message>
    <message>
        <source>below the chance diagonal&apos;s area: McClish&apos;s value is not meant for it</source>
        <translation>低于随机猜测对角线下的面积：McClish 标准化值不适用于这种情形</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>ComparisonPanel</name>
    <message>
        <source> {sentence}.</source>
        <translation>{sentence}。</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>AUC A − B [95 % CI]</source>
        <translation>AUC A − B [95 % 置信区间]</translation>
    </message>
    <message>
        <source>Show two models or more to compare them (File → Add Model…, or tick several score columns in Choose Columns).</source>
        <translation>显示两个或更多模型才能比较（文件 → 添加模型…，或在“选择列”中勾选多个分数列）。</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>正在比较…</translation>
    </message>
    <message>
        <source>internal error while comparing: {error}</source>
        <translation>比较时发生内部错误：{error}</translation>
    </message>
    <message>
        <source>Paired where the models hold the same samples (rows matched by {column}), unpaired otherwise. DeLong&apos;s test; ΔAUC of the average ordering.</source>
        <translation>模型含相同样例时（按 {column} 匹配行）作配对比较，否则作非配对比较。DeLong 检验；ΔAUC 按平均并列排序计算。</translation>
    </message>
    <message>
        <source>Paired where the models hold the same samples (same file, or same rows and labels), unpaired otherwise. DeLong&apos;s test; ΔAUC of the average ordering.</source>
        <translation>模型含相同样例时（同一文件，或行与标记相同）作配对比较，否则作非配对比较。DeLong 检验；ΔAUC 按平均并列排序计算。</translation>
    </message>
    <message>
        <source>{a} vs {b}</source>
        <translation>{a} 对 {b}</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>无定义</translation>
    </message>
    <message>
        <source>paired</source>
        <translation>配对</translation>
    </message>
    <message>
        <source>unpaired</source>
        <translation>非配对</translation>
    </message>
</context>
<context>
    <name>ConfusionPanel</name>
    <message numerus="yes">
        <source>%Ln positives</source>
        <translation>
            <numerusform>%Ln 个正例</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln negatives</source>
        <translation>
            <numerusform>%Ln 个反例</numerusform>
        </translation>
    </message>
    <message>
        <source>TPR (recall, sensitivity)</source>
        <translation>TPR（查全率，灵敏度）</translation>
    </message>
    <message>
        <source>FPR</source>
        <translation>FPR（假正例率）</translation>
    </message>
    <message>
        <source>Specificity (TNR)</source>
        <translation>特异度（TNR）</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>查准率</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Youden&apos;s J (TPR − FPR)</source>
        <translation>约登指数 J（TPR − FPR）</translation>
    </message>
    <message>
        <source>NPV</source>
        <extracomment>Values of :class:`core.engine.coords.Coords` shown beside the metrics, with intervals.</extracomment>
        <translation>阴性预测值</translation>
    </message>
    <message>
        <source>LR+ (TPR / FPR)</source>
        <translation>阳性似然比 LR+（真正例率 / 假正例率）</translation>
    </message>
    <message>
        <source>LR− (FNR / TNR)</source>
        <translation>阴性似然比 LR−（假反例率 / 真反例率）</translation>
    </message>
    <message>
        <source>Distance to (0, 1)</source>
        <translation>到 (0, 1) 的距离</translation>
    </message>
    <message>
        <source>predicted +</source>
        <extracomment>The operating point&apos;s names for the coordinates&apos; intervals.</extracomment>
        <translation>预测为正例</translation>
    </message>
    <message>
        <source>predicted −</source>
        <translation>预测为反例</translation>
    </message>
    <message>
        <source>total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>actual +</source>
        <translation>真实正例</translation>
    </message>
    <message>
        <source>actual −</source>
        <translation>真实反例</translation>
    </message>
    <message>
        <source>Sensitivity at specificity ≥</source>
        <translation>特异度 ≥ 时的灵敏度</translation>
    </message>
    <message>
        <source>computing…</source>
        <translation>正在计算…</translation>
    </message>
    <message>
        <source>sensitivity {se} [{low}, {high}], {level} CI, stratified bootstrap</source>
        <translation>灵敏度 {se} [{low}, {high}]，{level} 置信区间，分层自助法</translation>
    </message>
    <message>
        <source>between two vertices: no threshold gives this point</source>
        <translation>位于两个顶点之间：没有阈值能得到此点</translation>
    </message>
    <message>
        <source>at t = {t}</source>
        <translation>在 t = {t} 处</translation>
    </message>
    <message>
        <source>No intervals at a threshold with fractional case weights: exact binomial intervals need numbers of samples. The report&apos;s bootstrap gives them (--threshold with --ci bootstrap).</source>
        <translation>小数个案权重下阈值处不给区间：精确二项区间需要样本个数。报告的自助法会给出（--threshold 配合 --ci bootstrap）。</translation>
    </message>
    <message>
        <source>[ ]: {level} CI, Clopper–Pearson; likelihood ratios by the log method</source>
        <translation>[ ]：{level} 置信区间，Clopper–Pearson；似然比用对数法</translation>
    </message>
    <message>
        <source>No data</source>
        <translation>没有数据</translation>
    </message>
    <message>
        <source>&lt;b&gt;Threshold t = {t}&lt;/b&gt;: score ≥ t is predicted positive</source>
        <translation>&lt;b&gt;阈值 t = {t}&lt;/b&gt;：分数 ≥ t 的样例预测为正例</translation>
    </message>
    <message>
        <source>(between two scores: predicts exactly like t = {t})</source>
        <translation>（位于两个分数之间：预测结果与 t = {t} 完全相同）</translation>
    </message>
    <message>
        <source>positives (weight {weight})</source>
        <translation>正例（权重 {weight}）</translation>
    </message>
    <message>
        <source>negatives (weight {weight})</source>
        <translation>负例（权重 {weight}）</translation>
    </message>
    <message>
        <source>t sits on a tie block: its {positives} and {negatives} all score {score}, so they are all predicted positive together; no threshold can separate them.</source>
        <translation>t 正落在一个并列块上：其中 {positives}和 {negatives}的分数都是 {score}，因此它们一起被预测为正例；任何阈值都无法把它们分开。</translation>
    </message>
    <message>
        <source>The lowest score at or above t is a tie block: its {positives} and {negatives} all score {score}, so they are all predicted positive together; no threshold can separate them.</source>
        <translation>不低于 t 的最低分数是一个并列块：其中 {positives}和 {negatives}的分数都是 {score}，因此它们一起被预测为正例；任何阈值都无法把它们分开。</translation>
    </message>
</context>
<context>
    <name>FormulasPanel</name>
    <message>
        <source>best (l1): positives first in every tie</source>
        <translation>最好 (l1)，每个并列中正例在前</translation>
    </message>
    <message>
        <source>worst (l2): negatives first in every tie</source>
        <translation>最坏 (l2)，每个并列中反例在前</translation>
    </message>
    <message>
        <source>1. Trapezoids under the curve (formula 2.20)</source>
        <translation>1. 曲线下的梯形面积之和（式 2.20）</translation>
    </message>
    <message>
        <source>2. One minus the rank loss (formulas 2.21, 2.22)</source>
        <translation>2. 1 减去排序损失（式 2.21、2.22）</translation>
    </message>
    <message>
        <source>3. Mann–Whitney rank sum (average ranks for ties)</source>
        <translation>3. Mann–Whitney 秩和（并列取平均秩）</translation>
    </message>
    <message>
        <source>4. Grouped accumulation over distinct scores (as on click logs)</source>
        <translation>4. 按不同分数分组累加（与点击日志的算法相同）</translation>
    </message>
    <message>
        <source>5. Probability that a positive outscores a negative</source>
        <translation>5. 正例分数高于反例的概率</translation>
    </message>
    <message>
        <source>Five ways to the same AUC</source>
        <translation>计算同一 AUC 的五种方法</translation>
    </message>
    <message>
        <source>{pairs} pairs: the formulas are shown in symbols with their values; the numbers are written into them for small data.</source>
        <translation>{pairs} 个样例对：公式只以符号给出并附其值；数据较小时才把数值代入公式。</translation>
    </message>
    <message>
        <source>value: {value}</source>
        <translation>值：{value}</translation>
    </message>
    <message>
        <source>✔ all five agree exactly: AUC = {value}</source>
        <translation>✔ 五种方法完全一致：AUC = {value}</translation>
    </message>
    <message>
        <source>&lt;b&gt;✘ the formulas disagree&lt;/b&gt; ({values}): please report this</source>
        <translation>&lt;b&gt;✘ 各公式结果不一致&lt;/b&gt;（{values}）：请报告此问题</translation>
    </message>
    <message>
        <source>These five compute the &lt;b&gt;average&lt;/b&gt; ordering, where a tied pair counts ½ (what scikit-learn and pROC report). The curve is drawn with ties &lt;b&gt;{ordering}&lt;/b&gt;: its AUC is {formula} = &lt;b&gt;{value}&lt;/b&gt;.</source>
        <translation>这五种方法计算的都是&lt;b&gt;平均&lt;/b&gt;并列排序，并列的样例对记 ½（即 scikit-learn 和 pROC 给出的值）。而曲线采用的并列排序是&lt;b&gt;{ordering}&lt;/b&gt;：其 AUC 为 {formula} = &lt;b&gt;{value}&lt;/b&gt;。</translation>
    </message>
</context>
<context>
    <name>ModelsPanel</name>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>AUC [95 % CI]</source>
        <translation>AUC [95 % 置信区间]</translation>
    </message>
    <message>
        <source>Click a model to focus it: it is drawn in full and the numbers, score plot and threshold follow it.</source>
        <translation>单击一个模型使其成为焦点：它将完整绘出，数值、分数图和阈值都随之切换。</translation>
    </message>
    <message>
        <source>Show this model&apos;s curve</source>
        <translation>显示该模型的曲线</translation>
    </message>
    <message>
        <source>{source}
score column {column}</source>
        <translation>{source}
分数列 {column}</translation>
    </message>
    <message>
        <source>No confidence interval: {problem}</source>
        <translation>没有置信区间：{problem}</translation>
    </message>
    <message>
        <source>Below chance: the scores run the other way for this positive class (see the Numbers panel)</source>
        <translation>低于随机猜测：对这个正例类别而言，分数的方向是反的（见“数值”面板）</translation>
    </message>
    <message>
        <source>Focus</source>
        <translation>设为焦点</translation>
    </message>
    <message>
        <source>Remove from the plot</source>
        <translation>从图中移除</translation>
    </message>
</context>
<context>
    <name>NumbersPanel</name>
    <message>
        <source>{sentence}.</source>
        <translation>{sentence}。</translation>
    </message>
    <message>
        <source>average</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>best (l1)</source>
        <translation>最好 (l1)</translation>
    </message>
    <message>
        <source>worst (l2)</source>
        <translation>最坏 (l2)</translation>
    </message>
    <message>
        <source>score &lt;b&gt;{score}&lt;/b&gt;, positives &lt;b&gt;{positives}&lt;/b&gt;, negatives &lt;b&gt;{negatives}&lt;/b&gt;</source>
        <translation>分数 &lt;b&gt;{score}&lt;/b&gt;，正例 &lt;b&gt;{positives}&lt;/b&gt;，反例 &lt;b&gt;{negatives}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>score &lt;b&gt;{score}&lt;/b&gt;, label &lt;b&gt;{label}&lt;/b&gt; (positive = &lt;b&gt;{positive}&lt;/b&gt;)</source>
        <translation>分数 &lt;b&gt;{score}&lt;/b&gt;，标记 &lt;b&gt;{label}&lt;/b&gt;（正例 = &lt;b&gt;{positive}&lt;/b&gt;）</translation>
    </message>
    <message>
        <source>, weights &lt;b&gt;{weight}&lt;/b&gt;</source>
        <translation>，权重 &lt;b&gt;{weight}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>samples n</source>
        <translation>样例数 n</translation>
    </message>
    <message>
        <source>positives m⁺</source>
        <translation>正例数 m⁺</translation>
    </message>
    <message>
        <source>negatives m⁻</source>
        <translation>反例数 m⁻</translation>
    </message>
    <message>
        <source>distinct scores</source>
        <translation>不同分数个数</translation>
    </message>
    <message>
        <source>mixed tie blocks</source>
        <translation>混合并列块个数</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>Pairs (positive, negative)</source>
        <translation>样例对（正例，反例）</translation>
    </message>
    <message>
        <source>C concordant (s⁺ &amp;gt; s⁻)</source>
        <translation>C 正序 (s⁺ &amp;gt; s⁻)</translation>
    </message>
    <message>
        <source>T tied (s⁺ = s⁻)</source>
        <translation>T 并列 (s⁺ = s⁻)</translation>
    </message>
    <message>
        <source>D discordant (s⁺ &amp;lt; s⁻)</source>
        <translation>D 逆序 (s⁺ &amp;lt; s⁻)</translation>
    </message>
    <message>
        <source>total m⁺·m⁻</source>
        <translation>合计 m⁺·m⁻</translation>
    </message>
    <message>
        <source>ℓ&lt;sub&gt;rank&lt;/sub&gt; = 1 − average</source>
        <translation>ℓ&lt;sub&gt;rank&lt;/sub&gt; = 1 − 平均</translation>
    </message>
    <message>
        <source>tie band T/(m⁺m⁻)</source>
        <translation>并列带 T/(m⁺m⁻)</translation>
    </message>
    <message>
        <source>AUC by tie ordering</source>
        <translation>各种并列排序下的 AUC</translation>
    </message>
    <message>
        <source>Full precision:</source>
        <translation>完整精度：</translation>
    </message>
    <message>
        <source>AUC {ordering}</source>
        <translation>AUC {ordering}</translation>
    </message>
    <message>
        <source>rank loss</source>
        <translation>排序损失</translation>
    </message>
    <message>
        <source>tie band</source>
        <translation>并列带</translation>
    </message>
    <message>
        <source>the negative counts</source>
        <translation>反例计数列</translation>
    </message>
    <message>
        <source>&lt;b&gt;AUC below 0.5&lt;/b&gt;: these scores run the other way — higher scores go with the negatives ({positive} is positive now). The same scores rank counting &lt;b&gt;{negatives}&lt;/b&gt; as the positives (and {positives} as the negatives) with AUC {auc}. Nothing was flipped.</source>
        <translation>&lt;b&gt;AUC 低于 0.5&lt;/b&gt;：这些分数的方向是反的——分数越高越可能是反例（当前以 {positive} 为正例）。把 &lt;b&gt;{negatives}&lt;/b&gt; 计为正例（{positives} 计为反例）时，同样的分数排序所得 AUC 为 {auc}。目前没有做任何翻转。</translation>
    </message>
    <message>
        <source>Swap: positives in {column}</source>
        <translation>交换：以 {column} 为正例</translation>
    </message>
    <message>
        <source>&lt;b&gt;AUC below 0.5&lt;/b&gt;: these scores run the other way — higher scores go with the negatives ({positive} is positive now). The same scores rank with &lt;b&gt;{other}&lt;/b&gt; as the positive class with AUC {auc}. Nothing was flipped.</source>
        <translation>&lt;b&gt;AUC 低于 0.5&lt;/b&gt;：这些分数的方向是反的——分数越高越可能是反例（当前以 {positive} 为正例）。以 &lt;b&gt;{other}&lt;/b&gt; 为正例类别时，同样的分数排序所得 AUC 为 {auc}。目前没有做任何翻转。</translation>
    </message>
    <message>
        <source>Count {value} as positive</source>
        <translation>把 {value} 计为正例</translation>
    </message>
    <message>
        <source>&lt;b&gt;AUC below 0.5&lt;/b&gt;: these scores run the other way — higher scores go with the negatives ({positive} is positive now). The same scores rank with another value of the label column as the positive class with AUC {auc}. Nothing was flipped.</source>
        <translation>&lt;b&gt;AUC 低于 0.5&lt;/b&gt;：这些分数的方向是反的——分数越高越可能是反例（当前以 {positive} 为正例）。以标记列的另一个值为正例类别时，同样的分数排序所得 AUC 为 {auc}。目前没有做任何翻转。</translation>
    </message>
    <message>
        <source>Choose the positive class…</source>
        <translation>选择正例类别…</translation>
    </message>
    <message>
        <source>all five agree exactly</source>
        <translation>五种方法完全一致</translation>
    </message>
    <message>
        <source>the formulas disagree: please report this</source>
        <translation>各公式结果不一致：请报告此问题</translation>
    </message>
    <message>
        <source>These compute the &lt;b&gt;average&lt;/b&gt; ordering (a tied pair counts ½); the curve is drawn with &lt;b&gt;{ordering}&lt;/b&gt;: AUC {value} {fraction}.</source>
        <translation>这些公式计算的是&lt;b&gt;平均&lt;/b&gt;并列排序（并列的样例对记 ½）；而曲线采用的是&lt;b&gt;{ordering}&lt;/b&gt;并列排序：AUC {value} {fraction}。</translation>
    </message>
    <message>
        <source>Five ways to the same AUC</source>
        <translation>计算同一 AUC 的五种方法</translation>
    </message>
</context>
<context>
    <name>RankTable</name>
    <message>
        <source>Position in the table: samples by descending score, as the curve is drawn</source>
        <translation>在表中的位置：样例按分数从高到低排列，与画曲线的顺序相同</translation>
    </message>
    <message>
        <source>sample</source>
        <translation>样例</translation>
    </message>
    <message>
        <source>The sample&apos;s id, or its row in the data</source>
        <translation>样例的编号，或它在数据中的行号</translation>
    </message>
    <message>
        <source>score</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>label</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>+ positive, − negative</source>
        <translation>+ 正例，− 反例</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>秩</translation>
    </message>
    <message>
        <source>Ascending rank (1 = lowest score); tied samples share the average of their ranks</source>
        <translation>升序的秩（1 = 最低分）；并列的样例共用它们的平均秩</translation>
    </message>
    <message>
        <source>block</source>
        <translation>块</translation>
    </message>
    <message>
        <source>Tie block: the samples sharing one score; block b ends at curve vertex b</source>
        <translation>并列块：分数相同的样例；第 b 块终止于曲线的第 b 个顶点</translation>
    </message>
    <message>
        <source>True positives once the threshold reaches this block</source>
        <translation>阈值降到此块时的真正例数</translation>
    </message>
    <message>
        <source>False positives once the threshold reaches this block</source>
        <translation>阈值降到此块时的假正例数</translation>
    </message>
    <message>
        <source>Ranks (Mann–Whitney)</source>
        <translation>秩（Mann–Whitney）</translation>
    </message>
    <message>
        <source>The rank table lists every sample</source>
        <translation>秩表要列出每一个样例</translation>
    </message>
    <message>
        <source>These rows carry case weights: a rank table lists samples one by one, so it is not shown.</source>
        <translation>这些行带有个案权重：秩表逐个列出样本，因此不显示。</translation>
    </message>
    <message>
        <source>These are aggregated rows holding {count} samples: too many to list one by one. The accumulation table shows the same data score by score.</source>
        <translation>这些汇总行共含 {count} 个样例：太多，无法逐个列出。分组累加表逐个分数展示了同样的数据。</translation>
    </message>
    <message>
        <source>Ranking…</source>
        <translation>正在排序…</translation>
    </message>
    <message>
        <source>Showing the first {head} and the last {tail} of {count} samples; {omitted} in between are not listed. The sums below cover every sample.</source>
        <translation>共 {count} 个样例，显示前 {head} 个和后 {tail} 个，中间 {omitted} 个未列出。下方的求和包含全部样例。</translation>
    </message>
    <message>
        <source>{count} samples by descending score. Rank 1 is the lowest score; tied samples share the average of their ranks.</source>
        <translation>{count} 个样例，按分数从高到低排列。秩 1 是最低分；并列的样例共用它们的平均秩。</translation>
    </message>
    <message>
        <source>row {number}</source>
        <translation>第 {number} 行</translation>
    </message>
    <message>
        <source>Σ rank(s⁺) = {total} over {count} positives</source>
        <translation>Σ rank(s⁺) = {total}，共 {count} 个正例</translation>
    </message>
</context>
<context>
    <name>StrataPanel</name>
    <message>
        <source>No groups, folds or classes in the focused model. Open a file with &lt;code&gt;--group COLUMN&lt;/code&gt; (an AUC per user, per query…), &lt;code&gt;--fold COLUMN&lt;/code&gt; (cross-validation folds) or &lt;code&gt;--multiclass&lt;/code&gt;, or choose them with File → Groups and Folds…; File → Examples has one of each.</source>
        <translation>焦点模型中没有分组、折或类别。可用 &lt;code&gt;--group COLUMN&lt;/code&gt;（每个用户、每个查询……各算一个 AUC）、&lt;code&gt;--fold COLUMN&lt;/code&gt;（交叉验证的各折）或 &lt;code&gt;--multiclass&lt;/code&gt; 打开文件，或在 文件 → 分组与折… 中选择；文件 → 示例 中每种各有一个例子。</translation>
    </message>
    <message>
        <source>Each group&apos;s AUC is computed from its own rows alone (ties counted half). The &lt;b&gt;mean&lt;/b&gt; counts every group once; the &lt;b&gt;weighted&lt;/b&gt; mean (GAUC) weighs each group by its rows (impressions). A group holding one class has no AUC: it is left out of both means and counted apart. Click a group to draw its curve beside the whole.</source>
        <translation>每个分组的 AUC 只用该组自己的行计算（并列记一半）。&lt;b&gt;平均&lt;/b&gt;值中每个分组计一次；&lt;b&gt;加权&lt;/b&gt;平均（GAUC）按各组的行数（曝光数）加权。只含一个类别的分组没有 AUC：两种平均都不计入它，另行计数。单击一个分组，可在整体曲线旁画出它的曲线。</translation>
    </message>
    <message>
        <source>Each fold&apos;s AUC is computed from its own rows. The thin curves are the folds; the dark path is their mean with a band of ±1 SD: &lt;b&gt;vertical&lt;/b&gt; averaging takes the mean TPR at each FPR 0, 0.01, …, 1; &lt;b&gt;threshold&lt;/b&gt; averaging the mean point at 101 thresholds spread over the pooled scores. The coloured curve is the pooled model (every fold&apos;s rows together).</source>
        <translation>每一折的 AUC 用该折自己的行计算。细曲线是各折；深色路径是它们的平均，带 ±1 标准差的区间：&lt;b&gt;垂直&lt;/b&gt;平均取每个 FPR 0, 0.01, …, 1 处 TPR 的平均；&lt;b&gt;阈值&lt;/b&gt;平均取在合并分数上均匀分布的 101 个阈值处的平均点。彩色曲线是合并后的模型（所有折的行放在一起）。</translation>
    </message>
    <message>
        <source>One curve per class, that class against the rest. &lt;b&gt;Macro&lt;/b&gt; averages the classes&apos; AUCs, &lt;b&gt;weighted&lt;/b&gt; weighs them by the class&apos;s size, &lt;b&gt;micro&lt;/b&gt; is the AUC of every (sample, class) score pooled; one-vs-one is Hand and Till&apos;s M. Click a class to focus its curve: every view then shows it.</source>
        <translation>每个类别一条曲线，即该类别对其余类别。&lt;b&gt;宏平均&lt;/b&gt;对各类别的 AUC 取平均，&lt;b&gt;加权&lt;/b&gt;按类别大小加权，&lt;b&gt;微平均&lt;/b&gt;是把所有（样例，类别）分数合在一起算出的 AUC；一对一是 Hand 与 Till 的 M。单击一个类别使其曲线成为焦点：所有视图随之显示它。</translation>
    </message>
    <message>
        <source>vertical</source>
        <translation>垂直</translation>
    </message>
    <message>
        <source>The mean TPR at each FPR 0, 0.01, …, 1</source>
        <translation>每个 FPR 0, 0.01, …, 1 处 TPR 的平均</translation>
    </message>
    <message>
        <source>threshold</source>
        <translation>阈值</translation>
    </message>
    <message>
        <source>The mean (FPR, TPR) at 101 thresholds spread over the pooled scores</source>
        <translation>在合并分数上均匀分布的 101 个阈值处 (FPR, TPR) 的平均</translation>
    </message>
    <message>
        <source>Averaging drawn:</source>
        <translation>所画的平均方式：</translation>
    </message>
    <message>
        <source>Weigh each group by its rows</source>
        <translation>按各组的行数加权</translation>
    </message>
    <message>
        <source>AUC of a group</source>
        <translation>分组的 AUC</translation>
    </message>
    <message>
        <source>Whole curve only</source>
        <translation>只显示整体曲线</translation>
    </message>
    <message>
        <source>Export Table…</source>
        <translation>导出表格…</translation>
    </message>
    <message>
        <source>Strata</source>
        <translation>分层</translation>
    </message>
    <message>
        <source>&lt;b&gt;Groups by {column}&lt;/b&gt;: {count} groups</source>
        <translation>&lt;b&gt;按 {column} 分组&lt;/b&gt;：{count} 个分组</translation>
    </message>
    <message>
        <source>mean AUC of the groups: &lt;b&gt;{auc}&lt;/b&gt;</source>
        <translation>各分组 AUC 的平均：&lt;b&gt;{auc}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>weighted by rows (GAUC): &lt;b&gt;{auc}&lt;/b&gt;</source>
        <translation>按行数加权（GAUC）：&lt;b&gt;{auc}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>weighted by case weights (GAUC): &lt;b&gt;{auc}&lt;/b&gt;</source>
        <translation>按个案权重加权（GAUC）：&lt;b&gt;{auc}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>AUC of all rows as one model: {auc}</source>
        <translation>所有行作为一个模型的 AUC：{auc}</translation>
    </message>
    <message>
        <source>{used} groups used; {one_class} of one class only, left out</source>
        <translation>使用了 {used} 个分组；{one_class} 个只含一个类别，未计入</translation>
    </message>
    <message>
        <source>folds by {column} too: mean AUC {auc} (see the ROC plot)</source>
        <translation>同时按 {column} 分折：平均 AUC {auc}（见 ROC 图）</translation>
    </message>
    <message>
        <source>With case weights a group weighs its weight sum, and n, m⁺ and m⁻ are weight sums.</source>
        <translation>有个案权重时，每组按其权重和加权，n、m⁺ 和 m⁻ 均为权重和。</translation>
    </message>
    <message>
        <source>Weigh each group by its weight sum</source>
        <translation>按各组的权重和加权</translation>
    </message>
    <message>
        <source>The rows were counted by an engine (DuckDB or Spark): each group&apos;s numbers are exact, but its curve needs its rows, which stayed there.</source>
        <translation>这些行由引擎（DuckDB 或 Spark）计数：每个分组的数值是精确的，但画它的曲线需要它的行，而这些行留在了引擎那里。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Folds by {column}&lt;/b&gt;: {count} folds</source>
        <translation>&lt;b&gt;按 {column} 分折&lt;/b&gt;：{count} 折</translation>
    </message>
    <message>
        <source>mean AUC of the folds: &lt;b&gt;{auc}&lt;/b&gt;</source>
        <translation>各折 AUC 的平均：&lt;b&gt;{auc}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>pooled AUC (every fold&apos;s rows): {auc}</source>
        <translation>合并后的 AUC（所有折的行）：{auc}</translation>
    </message>
    <message>
        <source>{count} of one class only, left out</source>
        <translation>{count} 折只含一个类别，未计入</translation>
    </message>
    <message>
        <source>Threshold averaging of folds an engine counted is computed when the file is read: open it again with --fold-average threshold.</source>
        <translation>由引擎计数的各折，其阈值平均在读取文件时计算：请用 --fold-average threshold 重新打开文件。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Classes of {label}&lt;/b&gt;: {count} classes, one against the rest each</source>
        <translation>&lt;b&gt;{label} 的类别&lt;/b&gt;：{count} 个类别，每个都对其余类别</translation>
    </message>
    <message>
        <source>one-vs-rest: macro &lt;b&gt;{macro}&lt;/b&gt;, weighted {weighted}, micro {micro}</source>
        <translation>一对其余：宏平均 &lt;b&gt;{macro}&lt;/b&gt;，加权 {weighted}，微平均 {micro}</translation>
    </message>
    <message>
        <source>one-vs-one (Hand &amp;amp; Till): macro &lt;b&gt;{macro}&lt;/b&gt;, weighted {weighted}</source>
        <translation>一对一（Hand &amp;amp; Till）：宏平均 &lt;b&gt;{macro}&lt;/b&gt;，加权 {weighted}</translation>
    </message>
    <message>
        <source>class</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>行数</translation>
    </message>
    <message>
        <source>groups</source>
        <translation>分组数</translation>
    </message>
    <message>
        <source>{group} holds samples of one class only: it has no ROC curve to draw.</source>
        <translation>{group} 只有一类样本：没有可画的 ROC 曲线。</translation>
    </message>
    <message>
        <source>{group}: no curve drawn. Its rows stayed in {engine}, which counted them; open the file with the in-memory engine (--engine memory) to draw one group&apos;s curve.</source>
        <translation>{group}：未画出曲线。它的行留在统计它们的 {engine} 中；用内存引擎（--engine memory）打开文件即可画出单个分组的曲线。</translation>
    </message>
</context>
<context>
    <name>StrataTable</name>
    <message>
        <source>one class</source>
        <translation>单一类别</translation>
    </message>
    <message>
        <source>group</source>
        <translation>分组</translation>
    </message>
</context>
<context>
    <name>SweepPanel</name>
    <message>
        <source>The sweep, block by block,</source>
        <translation>逐块的扫描回放</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <source>Previous step (the threshold rises)</source>
        <translation>上一步（阈值升高）</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Replay the sweep from t = +∞</source>
        <translation>从 t = +∞ 开始回放扫描</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>前进一步</translation>
    </message>
    <message>
        <source>Next step (the threshold drops to the next score)</source>
        <translation>下一步（阈值降到下一个分数）</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Show the whole curve again</source>
        <translation>重新显示整条曲线</translation>
    </message>
    <message>
        <source>{speed} steps/s</source>
        <translation>每秒 {speed} 步</translation>
    </message>
    <message>
        <source>How fast Play goes</source>
        <translation>播放的速度</translation>
    </message>
    <message>
        <source>at most </source>
        <translation>最多 </translation>
    </message>
    <message>
        <source> steps</source>
        <translation> 步</translation>
    </message>
    <message>
        <source>Data with more distinct scores are replayed in this many steps, each taking in several tie blocks</source>
        <translation>不同分数更多的数据按这个步数回放，每一步包含若干个并列块</translation>
    </message>
    <message>
        <source>Drag to go to a step</source>
        <translation>拖动以跳到某一步</translation>
    </message>
    <message>
        <source>&lt;b&gt;Sweep replay&lt;/b&gt;: the threshold drops from +∞ through every distinct score</source>
        <translation>&lt;b&gt;扫描回放&lt;/b&gt;：阈值从 +∞ 开始，依次降到每一个不同的分数</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Press Play or Step forward to draw the curve as the notes do: {scores} distinct scores, replayed in at most {steps} steps. Each step lowers the threshold to the next score; samples with score ≥ t are predicted positive.</source>
        <translation>按“播放”或“前进一步”，像书中那样画出这条曲线：共 {scores} 个不同的分数，最多分 {steps} 步回放。每一步把阈值降到下一个分数；分数 ≥ t 的样例预测为正例。</translation>
    </message>
    <message>
        <source>Press Play or Step forward to draw the curve as the notes do: {scores} distinct scores. Each step lowers the threshold to the next score; samples with score ≥ t are predicted positive.</source>
        <translation>按“播放”或“前进一步”，像书中那样画出这条曲线：共 {scores} 个不同的分数。每一步把阈值降到下一个分数；分数 ≥ t 的样例预测为正例。</translation>
    </message>
    <message>
        <source>step {index} of {last}</source>
        <translation>第 {index} 步，共 {last} 步</translation>
    </message>
    <message>
        <source>Paused at a threshold set by hand: t = {t}, TP {tp}, FP {fp}; the curve is drawn up to ({x}, {y}).</source>
        <translation>已暂停在手动设定的阈值上：t = {t}，TP {tp}，FP {fp}；曲线画到 ({x}, {y})。</translation>
    </message>
    <message>
        <source>t = {t} · point ({x}, {y})</source>
        <translation>t = {t} · 点 ({x}, {y})</translation>
    </message>
    <message>
        <source>The whole curve: AUC = {value}</source>
        <translation>整条曲线：AUC = {value}</translation>
    </message>
</context>
<context>
    <name>TeachingTable</name>
    <message>
        <source>{what}: this model was computed out of memory by an engine (DuckDB or Spark), which hands back the curve&apos;s vertices and exact counts, not the rows.</source>
        <translation>{what}：这个模型是由引擎（DuckDB 或 Spark）在内存之外计算的，引擎只交回曲线的顶点和精确计数，不交回各行数据。</translation>
    </message>
    <message>
        <source>⋮  {count} rows not shown  ⋮</source>
        <translation>⋮  {count} 行未显示  ⋮</translation>
    </message>
</context>
<context>
    <name>ThresholdBox</name>
    <message>
        <source>Threshold t: score ≥ t is predicted positive.
Type a value and press Enter; Up/Down step to the next distinct score; type &apos;inf&apos; for +∞.</source>
        <translation>阈值 t：分数 ≥ t 的样例预测为正例。
输入一个值后按回车；上/下方向键移到相邻的不同分数；输入 inf 表示 +∞。</translation>
    </message>
    <message>
        <source>&apos;{typed}&apos; is not a threshold: to predict everything positive, type the lowest score</source>
        <translation>“{typed}”不是有效的阈值：若要把所有样例都预测为正例，请输入最低分数</translation>
    </message>
    <message>
        <source>&apos;{typed}&apos; is not a number here: write the decimal mark as a point ({number})</source>
        <translation>“{typed}”在这里不是数：小数点请写成“.”（{number}）</translation>
    </message>
    <message>
        <source>&apos;{typed}&apos; is not a number</source>
        <translation>“{typed}”不是数</translation>
    </message>
    <message>
        <source>&apos;{typed}&apos; is larger than any number rocscope can hold (about 1.8e308); type inf for +∞</source>
        <translation>“{typed}”超出了 rocscope 能表示的最大数（约 1.8e308）；+∞ 请输入 inf</translation>
    </message>
    <message>
        <source>&apos;{typed}&apos; is too small to tell from 0</source>
        <translation>“{typed}”太小，无法与 0 区分</translation>
    </message>
</context>
</TS>
