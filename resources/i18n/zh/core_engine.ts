<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>core</name>
    <message>
        <source>the grouped accumulation table</source>
        <translation>分组累加表</translation>
    </message>
    <message>
        <source>limit is {limit}; it must be a whole number of rows, at least 0</source>
        <translation>行数上限为 {limit}；它必须是不小于 0 的整数</translation>
    </message>
    <message>
        <source>the accumulation divides by m+·m−, but one class is missing</source>
        <translation>分组累加要除以 m+·m−，但缺少一个类别</translation>
    </message>
    <message>
        <source>positive counts</source>
        <translation>正例计数</translation>
    </message>
    <message>
        <source>negative counts</source>
        <translation>反例计数</translation>
    </message>
    <message>
        <source>the best threshold</source>
        <translation>最佳阈值</translation>
    </message>
    <message>
        <source>unknown best-threshold criterion {criterion}: choose youden, closest or cost</source>
        <translation>未知的最佳阈值准则 {criterion}：请选择 youden、closest 或 cost</translation>
    </message>
    <message>
        <source>the cost criterion needs a cost ratio: the cost of a missed positive over the cost of a false alarm</source>
        <translation>代价准则需要代价比：漏掉一个正例的代价与一次误报的代价之比</translation>
    </message>
    <message>
        <source>the cost ratio must be a finite number above 0, not {ratio}</source>
        <translation>代价比必须是大于 0 的有限数，而不是 {ratio}</translation>
    </message>
    <message>
        <source>a cost ratio ({ratio}) applies to the cost criterion only, not to {criterion}</source>
        <translation>代价比（{ratio}）只适用于代价准则，不适用于 {criterion}</translation>
    </message>
    <message>
        <source>a prevalence ({prevalence}) applies to the cost criterion only, not to {criterion}</source>
        <translation>正例比例（{prevalence}）只适用于代价准则，不适用于 {criterion}</translation>
    </message>
    <message>
        <source>the prevalence must be a number strictly between 0 and 1, not {prevalence}</source>
        <translation>正例比例必须是严格介于 0 和 1 之间的数，而不是 {prevalence}</translation>
    </message>
    <message>
        <source>a bootstrap confidence interval</source>
        <translation>自助法置信区间</translation>
    </message>
    <message>
        <source>bootstrap interval</source>
        <translation>自助法置信区间</translation>
    </message>
    <message>
        <source>bootstrap replicates</source>
        <translation>自助法重抽样</translation>
    </message>
    <message>
        <source>the number of bootstraps must be a whole number, not {n!r}</source>
        <translation>自助法重抽样次数必须是整数，而不是 {n!r}</translation>
    </message>
    <message>
        <source>the number of bootstraps is {n}; at least 2 are needed for a spread (2000 is usual)</source>
        <translation>自助法重抽样次数为 {n}；至少需要 2 次才能得到离散程度（通常取 2000）</translation>
    </message>
    <message>
        <source>the seed must be a non-negative whole number, not {seed!r}</source>
        <translation>随机种子必须是非负整数，而不是 {seed!r}</translation>
    </message>
    <message>
        <source>positive</source>
        <translation>正例</translation>
    </message>
    <message>
        <source>negative</source>
        <translation>反例</translation>
    </message>
    <message>
        <source>every count is zero: ROC analysis needs at least one sample</source>
        <translation>所有计数都为零：ROC 分析至少需要一个样例</translation>
    </message>
    <message>
        <source>the {name} counts add up to more than 2**63 - 1</source>
        <translation>{name}计数之和超过了 2**63 - 1</translation>
    </message>
    <message>
        <source>a model cannot be compared with itself (model {model} twice)</source>
        <translation>模型不能与自身比较（模型 {model} 出现了两次）</translation>
    </message>
    <message>
        <source>the AUCs differ by {difference:.6g} but the standard error of the difference is 0: the paired test is undefined</source>
        <translation>两个 AUC 相差 {difference:.6g}，但差值的标准误为 0：配对检验无定义</translation>
    </message>
    <message>
        <source>both AUCs have DeLong variance 0 (within each model every positive, and every negative, has the same component, as with perfectly separated or all-tied scores), so the standard error of the difference is 0 and the unpaired test is undefined</source>
        <translation>两个 AUC 的 DeLong 方差都为 0（每个模型中所有正例的分量相同，所有反例的分量也相同，例如分数完全分开或全部并列时），因此差值的标准误为 0，非配对检验无定义</translation>
    </message>
    <message>
        <source>model {model} does not exist: there are {n} models</source>
        <translation>模型 {model} 不存在：共有 {n} 个模型</translation>
    </message>
    <message>
        <source>{what} needs every vertex of the curve, but it was computed out of memory and thinned to a {grid} x {grid} grid ({kept:,} of {vertices:,} vertices kept)</source>
        <translation>{what}需要曲线的每个顶点，但该曲线是在内存之外计算的，已抽稀到 {grid} x {grid} 的网格（{vertices:,} 个顶点中保留了 {kept:,} 个）</translation>
    </message>
    <message>
        <source>the count of positives in each tie block</source>
        <translation>每个并列块中的正例数</translation>
    </message>
    <message>
        <source>the count of negatives in each tie block</source>
        <translation>每个并列块中的反例数</translation>
    </message>
    <message>
        <source>ROC analysis needs both classes, but all {n} samples are {present}</source>
        <translation>ROC 分析需要两个类别都有样例，但全部 {n} 个样例都是{present}</translation>
    </message>
    <message>
        <source>the threshold is NaN; a threshold must be a number</source>
        <translation>阈值为 NaN；阈值必须是数</translation>
    </message>
    <message>
        <source>threshold {threshold!r} falls between the kept vertices at {upper!r} and {lower!r}, which the engine merged: choose a kept vertex's threshold, or compute again keeping this threshold</source>
        <translation>阈值 {threshold!r} 落在保留的顶点 {upper!r} 与 {lower!r} 之间，引擎已将这段合并：请选择某个保留顶点的阈值，或重新计算并保留这个阈值</translation>
    </message>
    <message>
        <source>DeLong variance</source>
        <translation>DeLong 方差</translation>
    </message>
    <message>
        <source>DeLong covariance</source>
        <translation>DeLong 协方差</translation>
    </message>
    <message>
        <source>the confidence level must be a number strictly between 0 and 1, not {level!r}</source>
        <translation>置信水平必须是严格介于 0 和 1 之间的数，而不是 {level!r}</translation>
    </message>
    <message>
        <source>the confidence level is {level!r}; it must lie strictly between 0 and 1 (for example 0.95)</source>
        <translation>置信水平为 {level!r}；它必须严格介于 0 和 1 之间（例如 0.95）</translation>
    </message>
    <message>
        <source>DeLong's variance</source>
        <translation>DeLong 方差</translation>
    </message>
    <message>
        <source>no models: paired statistics need at least one score array</source>
        <translation>没有模型：配对统计量至少需要一组分数</translation>
    </message>
    <message>
        <source>the {what} needs at least two {name} samples, but there is only one: the variance of the AUC cannot be estimated from a single {name}</source>
        <translation>{what}至少需要两个{name}，但只有一个：无法由单个{name}估计 AUC 的方差</translation>
    </message>
    <message>
        <source>model 1 scores {n} samples but model {model} scores {count}: paired models must score the same samples</source>
        <translation>模型 1 给 {n} 个样例打了分，但模型 {model} 给 {count} 个样例打了分：配对的模型必须给同一批样例打分</translation>
    </message>
    <message>
        <source>vertical averaging</source>
        <translation>垂直平均</translation>
    </message>
    <message>
        <source>threshold averaging</source>
        <translation>阈值平均</translation>
    </message>
    <message>
        <source>Trapezoids over the vertices (2.20)</source>
        <translation>顶点间的梯形面积之和（式 2.20）</translation>
    </message>
    <message>
        <source>One minus the rank loss (2.21, 2.22)</source>
        <translation>1 减去排序损失（式 2.21、2.22）</translation>
    </message>
    <message>
        <source>Mann–Whitney rank sum</source>
        <translation>Mann–Whitney 秩和</translation>
    </message>
    <message>
        <source>Grouped accumulation by score</source>
        <translation>按分数分组累加</translation>
    </message>
    <message>
        <source>Probability over pairs</source>
        <translation>样例对上的概率</translation>
    </message>
    <message>
        <source>the five formulas</source>
        <translation>五个公式</translation>
    </message>
    <message>
        <source>the convex hull</source>
        <translation>凸包</translation>
    </message>
    <message>
        <source>scores must be a table of one row per sample and one column per class, with one class per sample</source>
        <translation>分数必须是每个样例一行、每个类别一列的表，并且每个样例有一个类别</translation>
    </message>
    <message>
        <source>{k} classes: one-vs-rest and one-vs-one averages are for three or more (two classes are one binary problem)</source>
        <translation>{k} 个类别：一对其余和一对一平均用于三个或更多类别（两个类别就是一个二分类问题）</translation>
    </message>
    <message>
        <source>classes must be numbered 0 to {last}</source>
        <translation>类别必须编号为 0 到 {last}</translation>
    </message>
    <message>
        <source>class {missing} has no sample: its one-vs-rest AUC is undefined</source>
        <translation>类别 {missing} 没有样例：它的一对其余 AUC 无定义</translation>
    </message>
    <message>
        <source>positive {positive} ({positive_score}) vs negative {negative} ({negative_score}): tied</source>
        <translation>正例 {positive}（{positive_score}）与反例 {negative}（{negative_score}）：并列</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>第 {row} 行</translation>
    </message>
    <message>
        <source>positive {positive} ({positive_score}) vs negative {negative} ({negative_score}): concordant</source>
        <translation>正例 {positive}（{positive_score}）与反例 {negative}（{negative_score}）：正序</translation>
    </message>
    <message>
        <source>positive {positive} ({positive_score}) vs negative {negative} ({negative_score}): discordant</source>
        <translation>正例 {positive}（{positive_score}）与反例 {negative}（{negative_score}）：逆序</translation>
    </message>
    <message>
        <source>{n} scores but {count} ids: they must pair up one to one</source>
        <translation>{n} 个分数，但有 {count} 个 id：两者必须一一对应</translation>
    </message>
    <message>
        <source>the pair grid needs both classes, but every sample is {present}</source>
        <translation>样例对网格需要两个类别都有样例，但所有样例都是{present}</translation>
    </message>
    <message>
        <source>the partial AUC</source>
        <translation>部分 AUC</translation>
    </message>
    <message>
        <source>unknown partial AUC focus {focus}: choose fpr or tpr</source>
        <translation>未知的部分 AUC 区间轴 {focus}：请选择 fpr（假正例率）或 tpr（真正例率）</translation>
    </message>
    <message>
        <source>the partial AUC range {low} to {high} goes outside [0, 1]</source>
        <translation>部分 AUC 的范围 {low} 到 {high} 超出了 [0, 1]</translation>
    </message>
    <message>
        <source>the partial AUC range {low} to {high} is empty: the low end must be below the high end</source>
        <translation>部分 AUC 的范围 {low} 到 {high} 为空：下端必须小于上端</translation>
    </message>
    <message>
        <source>the partial AUC range needs two numbers, not {low} and {high}</source>
        <translation>部分 AUC 的范围需要两个数，而不是 {low} 和 {high}</translation>
    </message>
    <message>
        <source>the precision-recall curve</source>
        <translation>P-R 曲线</translation>
    </message>
    <message>
        <source>points_per_block must be a whole number &gt;= 1, not {value!r}</source>
        <translation>points_per_block 必须是 &gt;= 1 的整数，而不是 {value!r}</translation>
    </message>
    <message>
        <source>tolerance must be a number &gt;= 0, not {value!r}</source>
        <translation>tolerance 必须是 &gt;= 0 的数，而不是 {value!r}</translation>
    </message>
    <message>
        <source>the Mann–Whitney AUC needs both classes, but all {n} samples are {present}</source>
        <translation>Mann–Whitney AUC 需要两个类别都有样例，但全部 {n} 个样例都是{present}</translation>
    </message>
    <message>
        <source>give either labels or both positive and negative counts</source>
        <translation>请给出标记，或同时给出正例计数和反例计数（二者只选其一）</translation>
    </message>
    <message>
        <source>{codes} stratum codes for {n} scores</source>
        <translation>{codes} 个分层编号，却有 {n} 个分数</translation>
    </message>
    <message>
        <source>stratum codes must be whole numbers</source>
        <translation>分层编号必须是整数</translation>
    </message>
    <message>
        <source>stratum codes must run from 0 to {last}</source>
        <translation>分层编号必须在 0 到 {last} 之间</translation>
    </message>
    <message>
        <source>stratum {stratum} holds one class: it has no AUC</source>
        <translation>分层 {stratum} 只有一个类别：它没有 AUC</translation>
    </message>
    <message>
        <source>the sweep, block by block</source>
        <translation>逐块扫描</translation>
    </message>
    <message>
        <source>max_steps is {max_steps}; a sweep needs at least 2 steps (the start and the whole curve)</source>
        <translation>max_steps 为 {max_steps}；扫描至少需要 2 步（起点和整条曲线）</translation>
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
        <source>labels must be booleans or 0/1, not {dtype} values such as {sample!r}</source>
        <translation>标记必须是布尔值或 0/1，而不是 {dtype} 类型的值（例如 {sample!r}）</translation>
    </message>
    <message>
        <source>no scores: ROC analysis needs at least one sample</source>
        <translation>没有分数：ROC 分析至少需要一个样例</translation>
    </message>
    <message>
        <source>score at index {index} is {score}; scores must be finite numbers ({count} non-finite in all)</source>
        <translation>下标 {index} 处的分数是 {score}；分数必须是有限数（共有 {count} 个不是有限数）</translation>
    </message>
    <message>
        <source>{n} scores but {count} labels: they must pair up one to one</source>
        <translation>{n} 个分数，但有 {count} 个标记：两者必须一一对应</translation>
    </message>
    <message>
        <source>{n} scores but {count} {name}: they must pair up one to one</source>
        <translation>{n} 个分数，但有 {count} 个{name}：两者必须一一对应</translation>
    </message>
    <message>
        <source>{name} at index {index} is {count}; counts must be finite whole numbers</source>
        <translation>{name}在下标 {index} 处是 {count}；计数必须是有限的整数</translation>
    </message>
    <message>
        <source>{name} at index {index} is {count}; counts must be whole numbers</source>
        <translation>{name}在下标 {index} 处是 {count}；计数必须是整数</translation>
    </message>
    <message>
        <source>{name} at index {index} is {count:.17g}, more than 2**63 - 1</source>
        <translation>{name}在下标 {index} 处是 {count:.17g}，超过了 2**63 - 1</translation>
    </message>
    <message>
        <source>{name} at index {index} is {count}; counts cannot be negative</source>
        <translation>{name}在下标 {index} 处是 {count}；计数不能为负</translation>
    </message>
    <message>
        <source>{name} must be one-dimensional, got an array of shape {shape}</source>
        <translation>{name}必须是一维的，却得到形状为 {shape} 的数组</translation>
    </message>
    <message>
        <source>label at index {index} is {value!r}; labels must be booleans or 0/1 (map other encodings, such as -1/1, to these first)</source>
        <translation>下标 {index} 处的标记是 {value!r}；标记必须是布尔值或 0/1（其他编码，例如 -1/1，请先映射为它们）</translation>
    </message>
    <message>
        <source>{name} at index {index} is {count}, more than 2**63 - 1</source>
        <translation>{name}在下标 {index} 处是 {count}，超过了 2**63 - 1</translation>
    </message>
    <message>
        <source>{name} must be a one-dimensional sequence of numbers ({error})</source>
        <translation>{name}必须是一维的数值序列（{error}）</translation>
    </message>
    <message>
        <source>scores must be numbers; element {index} is {value!r}</source>
        <translation>分数必须是数；下标 {index} 处的元素是 {value!r}</translation>
    </message>
    <message>
        <source>{name} must be whole numbers; element {index} is {value!r}</source>
        <translation>{name}必须是整数；下标 {index} 处的元素是 {value!r}</translation>
    </message>
</context>
</TS>
