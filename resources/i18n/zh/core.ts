<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name></name>
    <message>
        <source>rocscope: wrote {path}</source>
        <translation>rocscope：已写入 {path}</translation>
    </message>
    <message>
        <source>{file}: the positive counts add up to more than 2**63 - 1 ({limit}), more than rocscope can count exactly</source>
        <translation>{file}：正例数之和超过 2**63 - 1（{limit}），超出了 rocscope 能精确计数的范围</translation>
    </message>
    <message>
        <source>{file}: the negative counts add up to more than 2**63 - 1 ({limit}), more than rocscope can count exactly</source>
        <translation>{file}：反例数之和超过 2**63 - 1（{limit}），超出了 rocscope 能精确计数的范围</translation>
    </message>
    <message>
        <source>1 row has a missing value</source>
        <translation>有 1 行含缺失值</translation>
    </message>
    <message>
        <source>{count:,} rows have a missing value</source>
        <translation>有 {count:,} 行含缺失值</translation>
    </message>
    <message>
        <source>1 row holds {problem}</source>
        <translation>有 1 行：{problem}</translation>
    </message>
    <message>
        <source>{count:,} rows hold {problem}</source>
        <translation>有 {count:,} 行：{problem}</translation>
    </message>
    <message>
        <source>DeLong&apos;s variance was summed in float64: the exact sums would exceed the engine&apos;s exact integers</source>
        <translation>DeLong 方差是以 float64 求和的：精确的和会超出引擎的精确整数范围</translation>
    </message>
    <message>
        <source>{file}: every count is zero: ROC analysis needs at least one sample</source>
        <extracomment>The note on rows left out, when the reader already wrote it (with their place). The case-weight column (each row counts as its weight; whole numbers as repeated rows).</extracomment>
        <translation>{file}：所有计数都为零：ROC 分析至少需要一个样例</translation>
    </message>
    <message>
        <source>{file}: the weights run from {low} to {high}, too wide a range for {engine} to add up exactly: rescale them, or use --engine memory</source>
        <translation>{file}：权重从 {low} 到 {high}，范围太宽，{engine} 无法精确相加：请按比例缩放，或用 --engine memory</translation>
    </message>
    <message>
        <source>{file}: {k:,} distinct scores with fractional case weights: {engine} hands back every tie block of such weights, at most {most:,}; round the scores, or use --engine memory</source>
        <translation>{file}：带小数个案权重的不同分数有 {k:,} 个：对这样的权重，{engine} 返回每个平局块，最多 {most:,} 个；请对分数取整，或用 --engine memory</translation>
    </message>
    <message>
        <source>{file}: no rows: ROC analysis needs at least one sample</source>
        <translation>{file}：没有行：ROC 分析至少需要一个样例</translation>
    </message>
    <message>
        <source>an infinite score; scores must be finite numbers</source>
        <translation>分数为无穷大；分数必须是有限数</translation>
    </message>
    <message>
        <source>{place}, column &quot;{column}&quot;: {problem} ({count:,} rows in all)</source>
        <translation>{place}，列 &quot;{column}&quot;：{problem}（共 {count:,} 行）</translation>
    </message>
    <message>
        <source>the five formulas were not summed: their sums would exceed the engine&apos;s exact integers</source>
        <translation>没有对五个公式求和：它们的和会超出引擎的精确整数范围</translation>
    </message>
    <message>
        <source>dropped {dropped:,} of {total:,} rows with a missing score or label</source>
        <translation>略去了 {total:,} 行中分数或标记缺失的 {dropped:,} 行</translation>
    </message>
    <message>
        <source>not a weight: a weight must be a finite number &gt;= 0</source>
        <translation>不是权重：权重须为 &gt;= 0 的有限数</translation>
    </message>
    <message>
        <source>not a count: counts are whole numbers from 0 to 2**63 - 1</source>
        <translation>不是计数：计数是 0 到 2**63 - 1 之间的整数</translation>
    </message>
    <message>
        <source>dropped {dropped:,} of {total:,} rows with a missing score or count</source>
        <translation>略去了 {total:,} 行中分数或计数缺失的 {dropped:,} 行</translation>
    </message>
    <message>
        <source>the query is refused: {why}</source>
        <translation>查询被拒绝：{why}</translation>
    </message>
    <message>
        <source>the query</source>
        <extracomment>``ask(question)`` returns the selections chosen (one model each), or None to cancel.</extracomment>
        <translation>查询</translation>
    </message>
    <message>
        <source>{source}: DuckDB ran out of memory within its limit of {limit} ({rows:,} grouped scores must be ordered in memory at once): about {suggested} would do</source>
        <translation>{source}：DuckDB 的内存限额 {limit} 不够用（{rows:,} 个分组后的分数必须同时在内存中排序）：约 {suggested} 即可</translation>
    </message>
    <message>
        <source>{source}: DuckDB ran out of memory within its limit of {limit}: about {suggested} would do</source>
        <translation>{source}：DuckDB 的内存限额 {limit} 不够用：约 {suggested} 即可</translation>
    </message>
    <message>
        <source>{source}: DuckDB could not compute the curve: {problem}</source>
        <translation>{source}：DuckDB 无法计算曲线：{problem}</translation>
    </message>
    <message>
        <source>it holds no statement</source>
        <translation>其中没有语句</translation>
    </message>
    <message>
        <source>it holds {n} statements; rocscope runs one</source>
        <translation>其中有 {n} 条语句；rocscope 只运行一条</translation>
    </message>
    <message>
        <source>it is a {kind} statement, not a query (SELECT)</source>
        <translation>它是 {kind} 语句，不是查询（SELECT）</translation>
    </message>
    <message>
        <source>it does not stay one query inside a view</source>
        <translation>放进视图后它不再是一条查询</translation>
    </message>
    <message>
        <source>cancelled before DuckDB started</source>
        <translation>在 DuckDB 开始计算前已取消</translation>
    </message>
    <message>
        <source>{source}: DuckDB ran out of memory ({rows:,} grouped scores must be ordered in memory at once), even at this machine&apos;s memory; a cluster (Spark) can compute it</source>
        <translation>{source}：DuckDB 内存不足（{rows:,} 个分组后的分数必须同时在内存中排序），即使用上本机的全部内存也不够；集群（Spark）可以计算它</translation>
    </message>
    <message>
        <source>{source}: DuckDB ran out of memory, even at this machine&apos;s memory; a cluster (Spark) can compute it</source>
        <translation>{source}：DuckDB 内存不足，即使用上本机的全部内存也不够；集群（Spark）可以计算它</translation>
    </message>
    <message>
        <source>the query failed in DuckDB: {problem}</source>
        <translation>查询在 DuckDB 中失败：{problem}</translation>
    </message>
    <message>
        <source>cancelled while DuckDB was computing</source>
        <translation>在 DuckDB 计算时已取消</translation>
    </message>
    <message>
        <source>{path}: no such file or directory</source>
        <translation>{path}：没有这个文件或文件夹</translation>
    </message>
    <message>
        <source>{path} is not a regular file: an engine (DuckDB or Spark) reads files, folders and globs; a pipe is read in memory</source>
        <translation>{path} 不是普通文件：引擎（DuckDB 或 Spark）读取文件、文件夹和通配符模式；管道在内存中读取</translation>
    </message>
    <message>
        <source>{source} mixes Parquet files ({parquet}) with text files ({text}); name one kind</source>
        <translation>{source} 中既有 Parquet 文件（{parquet}）又有文本文件（{text}）；请只指定其中一种</translation>
    </message>
    <message>
        <source>no file matches {pattern!r}</source>
        <translation>没有文件与 {pattern!r} 匹配</translation>
    </message>
    <message>
        <source>{folder}: the directory holds no Parquet or CSV file</source>
        <translation>{folder}：该文件夹中没有 Parquet 或 CSV 文件</translation>
    </message>
    <message>
        <source>{path}: cannot read it ({problem})</source>
        <translation>{path}：无法读取（{problem}）</translation>
    </message>
    <message>
        <source>{source}: the files&apos; columns differ: {file} has no column {column!r}, which {first} has (its columns are {columns})</source>
        <translation>{source}：各文件的列不一致：{file} 没有 {first} 中的列 {column!r}（它的列是 {columns}）</translation>
    </message>
    <message>
        <source>{source}: the files&apos; columns differ: {column!r} holds {kind} values in {file} but {first_kind} values in {first}</source>
        <translation>{source}：各文件的列不一致：{column!r} 在 {file} 中的值是{kind}，而在 {first} 中是{first_kind}</translation>
    </message>
    <message>
        <source>{file}: its Parquet copy {spool}, which the engine reads, was deleted while it was read (something else removed it from rocscope&apos;s temporary folder); the file is not at fault: run again</source>
        <extracomment>For files read into Parquet spools (:mod:`core.scale.spool`): each spool&apos;s file.</extracomment>
        <translation>{file}：引擎读取的它的 Parquet 副本 {spool} 在读取期间被删除了（有别的程序把它从 rocscope 的临时文件夹中移除）；文件本身没有问题：请再运行一次</translation>
    </message>
    <message>
        <source>{file}: cannot read it as Parquet: {problem}</source>
        <translation>{file}：无法作为 Parquet 读取：{problem}</translation>
    </message>
    <message>
        <source>{file}: column {column!r} holds more than {most:,} distinct values; it does not look like a label column</source>
        <extracomment>More distinct values than this in a label column is a score column chosen by mistake.</extracomment>
        <translation>{file}：列 {column!r} 有超过 {most:,} 个不同的值；它不像标记列</translation>
    </message>
    <message>
        <source>{file}, column &quot;{column}&quot;: {value!r} is not a label like the others ({encoding})</source>
        <translation>{file}，列 &quot;{column}&quot;：{value!r} 不是与其他值同类的标记（{encoding}）</translation>
    </message>
    <message>
        <source>memory limit {limit!r} is below 64 MiB: too little for an engine</source>
        <translation>内存限额 {limit!r} 低于 64 MiB：对引擎来说太少</translation>
    </message>
    <message>
        <source>memory limit {limit!r} is more than this machine&apos;s memory ({memory:.1f} GiB)</source>
        <translation>内存限额 {limit!r} 超过了本机的内存（{memory:.1f} GiB）</translation>
    </message>
    <message>
        <source>memory limit {limit!r} is not a size such as 4GB or 512MiB</source>
        <translation>内存限额 {limit!r} 不是 4GB 或 512MiB 这样的大小</translation>
    </message>
    <message>
        <source>unknown engine {engine!r}: use duckdb or spark</source>
        <translation>未知的引擎 {engine!r}：请使用 duckdb 或 spark</translation>
    </message>
    <message>
        <source>the grid must be a whole number of cells from 1, not {grid!r}</source>
        <extracomment>Curves with at most this many distinct scores come back whole (see open_large).</extracomment>
        <translation>网格必须是从 1 起的整数个格子，而不是 {grid!r}</translation>
    </message>
    <message>
        <source>whole_up_to must be a whole number from 0, not {value!r}</source>
        <translation>whole_up_to 必须是从 0 起的整数，而不是 {value!r}</translation>
    </message>
    <message>
        <source>name a file, a directory or a glob, or give a query (not both)</source>
        <translation>请指定一个文件、一个文件夹或一个通配符模式，或者给出一条查询（不能两者都给）</translation>
    </message>
    <message>
        <source>{source}: Spark could not compute the curve: {problem}</source>
        <translation>{source}：Spark 无法计算曲线：{problem}</translation>
    </message>
    <message>
        <source>cancelled before Spark started</source>
        <translation>在 Spark 开始计算前已取消</translation>
    </message>
    <message>
        <source>the query failed in Spark: {problem}</source>
        <translation>查询在 Spark 中失败：{problem}</translation>
    </message>
    <message>
        <source>it is a command ({command}), not a query (SELECT)</source>
        <translation>它是命令（{command}），不是查询（SELECT）</translation>
    </message>
    <message>
        <source>it is not a query (SELECT)</source>
        <translation>它不是查询（SELECT）</translation>
    </message>
    <message>
        <source>cancelled while Spark was computing</source>
        <translation>在 Spark 计算时已取消</translation>
    </message>
    <message>
        <source>cannot reach the Spark cluster at {url} ({reasons})</source>
        <translation>无法连接位于 {url} 的 Spark 集群（{reasons}）</translation>
    </message>
    <message>
        <source>the Spark engine needs PySpark, which is not installed (install rocscope&apos;s spark extra: pip install &apos;rocscope[spark]&apos;)</source>
        <translation>Spark 引擎需要 PySpark，但它没有安装（请安装 rocscope 的 spark 扩展：pip install &apos;rocscope[spark]&apos;）</translation>
    </message>
    <message>
        <source>Spark could not start ({problem}); it needs a Java runtime (java on the PATH or JAVA_HOME); its console output is in {console}</source>
        <translation>Spark 无法启动（{problem}）；它需要 Java 运行环境（PATH 中的 java，或 JAVA_HOME）；它的控制台输出在 {console} 中</translation>
    </message>
    <message>
        <source>{address}: {problem}</source>
        <translation>{address}：{problem}</translation>
    </message>
    <message>
        <source>missing value (1 row has no value in {column!r})</source>
        <translation>缺失值（有 1 行在 {column!r} 中没有值）</translation>
    </message>
    <message>
        <source>missing value ({count:,} rows have no value in {column!r})</source>
        <translation>缺失值（有 {count:,} 行在 {column!r} 中没有值）</translation>
    </message>
    <message>
        <source>{file}: {k:,} blocks of a group (or fold) and a score with fractional case weights: {engine} hands back every such block, at most {most:,}; round the scores, or use --engine memory</source>
        <translation>{file}：带小数个案权重的（分组或折，分数）块有 {k:,} 个：{engine} 要交回每一个这样的块，至多 {most:,} 个；请对分数取整，或用 --engine memory</translation>
    </message>
    <message>
        <source>the score distribution</source>
        <extracomment>Up to this many samples every sample is a dot, unless a stack grows taller than :data:`DOTS_MAX_STACK` (dots merge into bars there: a histogram says it better).</extracomment>
        <translation>分数分布</translation>
    </message>
    <message>
        <source>a {type}</source>
        <translation>{type} 对象</translation>
    </message>
    <message>
        <source>column {column!r}: its values do not make one column ({error})</source>
        <translation>列 {column!r}：其值无法组成一列（{error}）</translation>
    </message>
    <message>
        <source>cannot read {kind} as a data set: give labels and scores (y_true, y_score), or data sets (DataFrames, pyarrow Tables, mappings of columns, paths)</source>
        <translation>无法把 {kind} 当作数据集读取：请给出标记与分数（y_true, y_score），或数据集（DataFrame、pyarrow Table、列的映射、路径）</translation>
    </message>
    <message>
        <source>weights= as an array goes with labels and scores given as arrays; for a data set, name its weight column</source>
        <translation>以数组给出的 weights= 须与以数组给出的标签和分数同用；数据集请指明其权重列</translation>
    </message>
    <message>
        <source>give labels and scores as two arrays (y_true, y_score), or labels and a mapping of named score arrays; a table goes alone (got {n} arguments: {kinds})</source>
        <translation>请以两个数组（y_true, y_score）给出标记与分数，或给出标记与具名分数数组的映射；表格须单独给出（收到 {n} 个参数：{kinds}）</translation>
    </message>
    <message>
        <source>{names} names for {n} data sets: give one name per data set</source>
        <translation>{names} 个名称对应 {n} 个数据集：请为每个数据集给一个名称</translation>
    </message>
    <message>
        <source>a polars LazyFrame is a query, not data: collect() it first</source>
        <translation>polars LazyFrame 是查询而不是数据：请先 collect()</translation>
    </message>
    <message>
        <source>the mapping of columns is empty</source>
        <translation>列的映射为空</translation>
    </message>
    <message>
        <source>columns differ in length: {shown} values</source>
        <translation>各列长度不同：{shown}</translation>
    </message>
    <message>
        <source>column {column!r}: expected an array of values, not {kind}</source>
        <translation>列 {column!r}：应为值的数组，而不是 {kind}</translation>
    </message>
    <message>
        <source>column {column!r}: expected a one-dimensional array, not one of shape {shape}</source>
        <translation>列 {column!r}：应为一维数组，而不是形状为 {shape} 的数组</translation>
    </message>
    <message>
        <source>the mapping of scores is empty: give at least one score array</source>
        <translation>分数的映射为空：请至少给出一个分数数组</translation>
    </message>
    <message>
        <source>{column!r} has {n}</source>
        <translation>{column!r} 有 {n} 个值</translation>
    </message>
    <message>
        <source>score=, label= and counts= name columns of a table; with labels and scores given as arrays there is nothing to name</source>
        <extracomment>Every keyword of :func:`core.app.api.report` (``figure`` and ``show`` add their own).</extracomment>
        <translation>score=、label= 和 counts= 用于指定表格的列；标记与分数以数组给出时，没有列可指定</translation>
    </message>
    <message>
        <source>{given} does not go with {other}</source>
        <translation>{given} 不能与 {other} 一起使用</translation>
    </message>
    <message>
        <source>{given} goes only with {other}</source>
        <translation>{given} 只能与 {other} 一起使用</translation>
    </message>
    <message>
        <source>{given} is not a confidence level: it must be strictly between 0 and 1 (0.95 for 95%)</source>
        <translation>{given} 不是置信水平：必须严格介于 0 和 1 之间（95% 写作 0.95）</translation>
    </message>
    <message>
        <source>{given} is not a cost ratio: the cost of a missed positive over that of a false alarm must be above 0</source>
        <translation>{given} 不是代价比：漏掉一个正例的代价与一次误报的代价之比必须大于 0</translation>
    </message>
    <message>
        <source>{given} is not a number</source>
        <translation>{given} 不是数</translation>
    </message>
    <message>
        <source>{given} is not a prevalence: the share of positives must be strictly between 0 and 1</source>
        <translation>{given} 不是正例比例：正例所占的比例必须严格介于 0 和 1 之间</translation>
    </message>
    <message>
        <source>{given} is not a threshold: give a number, or inf (nothing predicted positive) or -inf (everything predicted positive)</source>
        <translation>{given} 不是阈值：请给出一个数，或 inf（没有样例预测为正例）或 -inf（全部样例预测为正例）</translation>
    </message>
    <message>
        <source>{given} is not a whole number</source>
        <translation>{given} 不是整数</translation>
    </message>
    <message>
        <source>{given}: the step must divide 1 into equal parts, 1/n for a whole n from 1 to 10,000 (0.1, 0.05, 0.01)</source>
        <translation>{given}：步长须把 1 等分，即 1/n，n 为 1 到 10,000 的整数（0.1、0.05、0.01）</translation>
    </message>
    <message>
        <source>{given} is out of range: a cost ratio is from {low:g} to {high:g}</source>
        <translation>{given} 超出范围：代价比应在 {low:g} 到 {high:g} 之间</translation>
    </message>
    <message>
        <source>{given} is out of range: a prevalence is from {low:g} to {high:.9f}</source>
        <translation>{given} 超出范围：正例比例应在 {low:g} 到 {high:.9f} 之间</translation>
    </message>
    <message>
        <source>{given} is outside [0, 1]: a rate runs from 0 to 1</source>
        <translation>{given} 超出 [0, 1]：比率在 0 到 1 之间</translation>
    </message>
    <message>
        <source>{given}: give (width, height) in pixels</source>
        <translation>{given}：请给出以像素计的 (宽, 高)</translation>
    </message>
    <message>
        <source>{given} is out of range: each side must be {low} to {high} pixels</source>
        <translation>{given} 超出范围：每边须为 {low} 到 {high} 像素</translation>
    </message>
    <message>
        <source>{given} needs {needed}, the cost of a missed positive over the cost of a false alarm (e.g. {example})</source>
        <translation>{given} 需要 {needed}，即漏掉一个正例的代价与一次误报的代价之比（例如 {example}）</translation>
    </message>
    <message>
        <source>{given}: a confidence level can be at most {most}</source>
        <translation>{given}：置信水平至多为 {most}</translation>
    </message>
    <message>
        <source>{given}: a seed cannot be negative</source>
        <translation>{given}：种子不能为负</translation>
    </message>
    <message>
        <source>{given}: a seed is at most 2**64 - 1</source>
        <translation>{given}：种子至多为 2**64 - 1</translation>
    </message>
    <message>
        <source>{given}: an empty class between commas; separate the classes with single commas (a,b,c)</source>
        <translation>{given}：逗号之间有空的类别；请用单个逗号分隔类别（a,b,c）</translation>
    </message>
    <message>
        <source>{given}: at least 2 resamples are needed for a spread</source>
        <translation>{given}：至少需要 2 次重抽样才能估计离散程度</translation>
    </message>
    <message>
        <source>{given}: at most {most:,} resamples (2000 is usual)</source>
        <translation>{given}：重抽样至多 {most:,} 次（通常为 2000）</translation>
    </message>
    <message>
        <source>{given}: expected True or False</source>
        <translation>{given}：应为 True 或 False</translation>
    </message>
    <message>
        <source>{given}: give a range (low, high)</source>
        <translation>{given}：请给出范围 (low, high)</translation>
    </message>
    <message>
        <source>{given}: give two columns (positives, negatives)</source>
        <translation>{given}：请给出两列（正例数，反例数）</translation>
    </message>
    <message>
        <source>{given}: must be a finite number</source>
        <translation>{given}：必须是有限的数</translation>
    </message>
    <message>
        <source>{given}: name a column, or give its 1-based position</source>
        <translation>{given}：请给出列名，或从 1 起数的列位置</translation>
    </message>
    <message>
        <source>{given}: name at least one column</source>
        <translation>{given}：请至少给出一列</translation>
    </message>
    <message>
        <source>{given}: one data set holds the scores of every class</source>
        <translation>{given}：所有类别的分数须在同一个数据集中</translation>
    </message>
    <message>
        <source>{given}: the query is empty; give a SELECT statement</source>
        <translation>{given}：查询为空；请给出 SELECT 语句</translation>
    </message>
    <message>
        <source>{given}: the query is the data; give no other data with it</source>
        <translation>{given}：查询本身就是数据；请不要同时给出其他数据</translation>
    </message>
    <message>
        <source>{given}: the range is empty; its low end must be below its high end</source>
        <translation>{given}：范围为空；下端必须小于上端</translation>
    </message>
    <message>
        <source>{given}: use &apos;average&apos;, &apos;best&apos; or &apos;worst&apos;</source>
        <translation>{given}：请用 &apos;average&apos;、&apos;best&apos; 或 &apos;worst&apos;</translation>
    </message>
    <message>
        <source>{given}: use &apos;delong&apos;, &apos;bootstrap&apos;, True (DeLong&apos;s) or None</source>
        <translation>{given}：请用 &apos;delong&apos;、&apos;bootstrap&apos;、True（DeLong 法）或 None</translation>
    </message>
    <message>
        <source>{given}: use one of {choices}</source>
        <extracomment>Bounds of the numeric options beyond those of their meaning: past them a value is a typo or a test of limits, and the arithmetic behind it would overflow or run for days.</extracomment>
        <translation>{given}：请用 {choices} 之一</translation>
    </message>
    <message>
        <source>give one of threshold, specificity or sensitivity</source>
        <translation>请给出阈值、特异度或灵敏度中的一个</translation>
    </message>
    <message>
        <source>this report holds {n} models ({names}): read one of them, e.g. r.models[{first!r}]</source>
        <translation>此报告含 {n} 个模型（{names}）：请读取其中一个，例如 r.models[{first!r}]</translation>
    </message>
    <message>
        <source>true/false values</source>
        <translation>真/假值</translation>
    </message>
    <message>
        <source>no values</source>
        <translation>空列</translation>
    </message>
    <message>
        <source>values of another kind</source>
        <translation>其他类型的值</translation>
    </message>
    <message>
        <source>{message}; {advice}</source>
        <translation>{message}；{advice}</translation>
    </message>
    <message>
        <source>pass {flag} with {choice!r}</source>
        <translation>请用 {flag} 给出 {choice!r}</translation>
    </message>
    <message>
        <source>{flag} needs a column of numbers, and this one holds {kind}</source>
        <translation>{flag} 需要数值列，而这一列是{kind}</translation>
    </message>
    <message>
        <source>pass --drop-missing to leave out rows with missing values</source>
        <translation>加上 --drop-missing 即可略去含缺失值的行</translation>
    </message>
    <message>
        <source>pass --memory-limit {value}</source>
        <translation>请加上 --memory-limit {value}</translation>
    </message>
    <message>
        <source>leave --engine out or give --engine {engine}</source>
        <translation>请去掉 --engine，或用 --engine {engine}</translation>
    </message>
    <message>
        <source>pass --engine duckdb to compute it out of core</source>
        <translation>加上 --engine duckdb 即可在内存之外计算</translation>
    </message>
    <message>
        <source>fix it, or pass --positive to count every value but the positive one as negative</source>
        <translation>请修正它，或用 --positive 指定正例，把其余每个值都算作反例</translation>
    </message>
    <message>
        <source>{file} has no column {column!r} for {flag}; its columns are {columns}</source>
        <translation>{file} 没有 {flag} 所给的列 {column!r}；它的列是 {columns}</translation>
    </message>
    <message>
        <source>{message}: {advice}</source>
        <translation>{message}：{advice}</translation>
    </message>
    <message>
        <source>pass {flag} with one of {choices}</source>
        <translation>请用 {flag} 给出 {choices} 之一</translation>
    </message>
    <message>
        <source>pass {flag} with {first!r} or {second!r}</source>
        <translation>请用 {flag} 给出 {first!r} 或 {second!r}</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>该文件</translation>
    </message>
    <message>
        <source>pass {flag} with one of its values</source>
        <translation>请用 {flag} 给出它的一个值</translation>
    </message>
    <message>
        <source>cannot write the report to standard output: {error}</source>
        <extracomment>At most this many characters of an error&apos;s message are printed: a message is one line for a person, whatever the data it quotes.</extracomment>
        <translation>无法把报告写到标准输出：{error}</translation>
    </message>
    <message>
        <source>not enough memory for this file</source>
        <translation>内存不足，无法处理这个文件</translation>
    </message>
    <message>
        <source>{kind}: {message} (please report this)</source>
        <translation>{kind}：{message}（请报告此问题）</translation>
    </message>
    <message>
        <source>cannot write {target}: {error}</source>
        <translation>无法写入 {target}：{error}</translation>
    </message>
    <message>
        <source>cannot write {target}: folder {folder} does not exist</source>
        <translation>无法写入 {target}：文件夹 {folder} 不存在</translation>
    </message>
    <message>
        <source>cannot write {target}: it is not a regular file</source>
        <translation>无法写入 {target}：它不是普通文件</translation>
    </message>
    <message>
        <source>cannot write {target}: {size} of {total} bytes reached the disk</source>
        <translation>无法写入 {target}：{total} 字节中只有 {size} 字节写到了磁盘</translation>
    </message>
    <message>
        <source>cannot write {target}: nothing was written</source>
        <translation>无法写入 {target}：没有写入任何内容</translation>
    </message>
    <message>
        <source>cannot export {path}: unknown suffix {suffix!r}; use one of {suffixes}</source>
        <translation>无法导出 {path}：未知的后缀 {suffix!r}；请用 {suffixes} 之一</translation>
    </message>
    <message>
        <source>cannot export {path}: unknown suffix &apos;(none)&apos;; use one of {suffixes}</source>
        <translation>无法导出 {path}：没有后缀；请用 {suffixes} 之一</translation>
    </message>
    <message>
        <source>cannot write {path}: it is a file being read; choose another name for the export</source>
        <translation>无法写入 {path}：这是正在读取的文件；请为导出另选一个名称</translation>
    </message>
    <message>
        <source>cannot write {path} (the same file as {given}): it is a file being read; choose another name for the export</source>
        <translation>无法写入 {path}（与 {given} 是同一个文件）：这是正在读取的文件；请为导出另选一个名称</translation>
    </message>
    <message>
        <source>cannot export {path}: it lists the classes of a K-class model, and these models are not one</source>
        <translation>无法导出 {path}：它列出 K 类模型的各个类别，而这些模型不是 K 类模型</translation>
    </message>
    <message>
        <source>cannot export {path}: it lists groups, and {model} was loaded without a group column</source>
        <extracomment>The suffixes that choose a table, and what it lists.</extracomment>
        <translation>无法导出 {path}：它列出各分组，而读取 {model} 时没有指定分组列</translation>
    </message>
    <message>
        <source>cannot export {path}: it lists folds, and {model} was loaded without a fold column</source>
        <translation>无法导出 {path}：它列出各折，而读取 {model} 时没有指定折列</translation>
    </message>
    <message>
        <source>ROC analysis needs both classes</source>
        <translation>ROC 分析需要两个类别都有样例</translation>
    </message>
    <message>
        <source>columns are numbered from 1</source>
        <translation>列从 1 开始编号</translation>
    </message>
    <message>
        <source>{file} has no column {position} for the {role}: {why} ({columns})</source>
        <translation>{file} 没有第 {position} 列，无法用作{role}列：{why}（{columns}）</translation>
    </message>
    <message>
        <source>there is only 1 column</source>
        <translation>只有 1 列</translation>
    </message>
    <message>
        <source>there are only {k} columns</source>
        <translation>只有 {k} 列</translation>
    </message>
    <message>
        <source>score</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>no columns were chosen</source>
        <translation>没有选择列</translation>
    </message>
    <message>
        <source>{source} cannot go to an engine (DuckDB or Spark): give a file, a folder or a glob of files</source>
        <translation>{source} 不能交给引擎（DuckDB 或 Spark）：请给出文件、文件夹或通配符模式</translation>
    </message>
    <message>
        <source>{path} is a folder, not a file: a folder (or a glob of files) is read by DuckDB, not loaded into memory</source>
        <translation>{path} 是文件夹而不是文件：文件夹（或通配符模式）由 DuckDB 读取，不读入内存</translation>
    </message>
    <message>
        <source>{path} is a glob of files, not a file: a glob (or a folder) is read by DuckDB, not loaded into memory</source>
        <translation>{path} 是通配符模式而不是文件：通配符模式（或文件夹）由 DuckDB 读取，不读入内存</translation>
    </message>
    <message>
        <source>{file}: choose the score and label columns</source>
        <translation>{file}：请选择分数列与标记列</translation>
    </message>
    <message>
        <source>{path} is given twice (as {other!r} too): each file once</source>
        <translation>{path} 给出了两次（也作为 {other!r}）：每个文件只给一次</translation>
    </message>
    <message>
        <source>{file}: score column {score!r} is asked for twice (as {first!r} and {second!r}); each model once</source>
        <translation>{file}：分数列 {score!r} 被指定了两次（作为 {first!r} 和 {second!r}）；每个模型只能指定一次</translation>
    </message>
    <message>
        <source>score columns {value!r}: an empty name between commas; separate the columns with single commas (a,b)</source>
        <translation>分数列 {value!r}：逗号之间的名称为空；请用单个逗号分隔各列（a,b）</translation>
    </message>
    <message>
        <source>the counts in {column!r} are all zero</source>
        <translation>{column!r} 中的计数全为零</translation>
    </message>
    <message>
        <source>{file}: ROC analysis needs both classes, but the only sample is positive ({why})</source>
        <translation>{file}：ROC 分析需要两个类别都有样例，但仅有的一个样例是正例（{why}）</translation>
    </message>
    <message>
        <source>{file}: ROC analysis needs both classes, but the only sample is negative ({why})</source>
        <translation>{file}：ROC 分析需要两个类别都有样例，但仅有的一个样例是反例（{why}）</translation>
    </message>
    <message>
        <source>{file}: ROC analysis needs both classes, but all {n:,} samples are positive ({why})</source>
        <translation>{file}：ROC 分析需要两个类别都有样例，但全部 {n:,} 个样例都是正例（{why}）</translation>
    </message>
    <message>
        <source>{file}: ROC analysis needs both classes, but all {n:,} samples are negative ({why})</source>
        <translation>{file}：ROC 分析需要两个类别都有样例，但全部 {n:,} 个样例都是反例（{why}）</translation>
    </message>
    <message>
        <source>every label in column {column!r} is {positive!r}</source>
        <translation>列 {column!r} 中每个标记都是 {positive!r}</translation>
    </message>
    <message>
        <source>no label in column {column!r} is {positive!r}</source>
        <translation>列 {column!r} 中没有标记是 {positive!r}</translation>
    </message>
    <message>
        <source>which column holds the classes</source>
        <translation>哪一列是类别</translation>
    </message>
    <message>
        <source>{file}: class {value!r} has several score columns ({columns}); name them with their classes</source>
        <translation>{file}：类别 {value!r} 有多个分数列（{columns}）；请给出这些列及其类别</translation>
    </message>
    <message>
        <source>{file}: score column {column!r} is named after no class of the labels ({values}); name the class of each score column</source>
        <translation>{file}：分数列 {column!r} 的名称不对应标记中的任何类别（{values}）；请给出每个分数列的类别</translation>
    </message>
    <message>
        <source>several classes&apos; scores are read from one file: give one</source>
        <translation>多个类别的分数从一个文件读取：请只给一个文件</translation>
    </message>
    <message>
        <source>{file}: data row {row} of those used matches {n} of the classes {classes} (each sample is of exactly one class)</source>
        <translation>{file}：所用数据的第 {row} 行与类别 {classes} 中的 {n} 个相符（每个样例恰属一个类别）</translation>
    </message>
    <message>
        <source>{file}: column {column!r} holds {n} classes; one-vs-rest and one-vs-one averages are for three or more (two classes are one binary problem: choose the positive one)</source>
        <translation>{file}：列 {column!r} 有 {n} 个类别；一对其余与一对一平均用于三个或更多类别（两个类别是一个二分类问题：请选择正例类别）</translation>
    </message>
    <message>
        <source>the keys {first!r} and {second!r} both name the column {column!r}: give each column one name</source>
        <translation>键 {first!r} 和 {second!r} 都表示列 {column!r}：每列只给一个名称</translation>
    </message>
    <message>
        <source>score column {column!r} is given for two classes ({first!r} and {second!r}); one column each</source>
        <translation>分数列 {column!r} 给了两个类别（{first!r} 和 {second!r}）；每个类别一列</translation>
    </message>
    <message>
        <source>{file}: column {column!r} holds one class; one-vs-rest and one-vs-one averages are for three or more</source>
        <translation>{file}：列 {column!r} 只有一个类别；一对其余与一对一平均用于三个或更多类别</translation>
    </message>
    <message>
        <source>class {value!r} is named twice in --classes ({first!r} and {value!r}); name each class once</source>
        <translation>类别 {value!r} 在 --classes 中出现了两次（{first!r} 和 {value!r}）；每个类别只写一次</translation>
    </message>
    <message>
        <source>{file}: class {value!r} has no score column (looked for {looked}); its columns are {columns}; give each class its column, in order: --classes {classes} --score {scores}</source>
        <translation>{file}：类别 {value!r} 没有分数列（查找了 {looked}）；它的列是 {columns}；请按顺序给出每个类别的列：--classes {classes} --score {scores}</translation>
    </message>
    <message>
        <source>{classes} classes for {scores} score columns: name the class of each score column, in order</source>
        <translation>{classes} 个类别对应 {scores} 个分数列：请按顺序给出每个分数列的类别</translation>
    </message>
    <message>
        <source>{file}: class {value!r} has no sample in column {column!r} (its one-vs-rest AUC is undefined); its values are {values}</source>
        <translation>{file}：类别 {value!r} 在列 {column!r} 中没有样例（其一对其余 AUC 无定义）；该列的值是 {values}</translation>
    </message>
    <message>
        <source>{place}, column &quot;{column}&quot;: missing value (1 row has none)</source>
        <translation>{place}，列 &quot;{column}&quot;：缺失值（1 行没有值）</translation>
    </message>
    <message>
        <source>{place}, column &quot;{column}&quot;: missing value ({n:,} rows have none)</source>
        <translation>{place}，列 &quot;{column}&quot;：缺失值（{n:,} 行没有值）</translation>
    </message>
    <message>
        <source>{file}: label {value!r} in column {column!r} is none of the classes named; name every class</source>
        <translation>{file}：列 {column!r} 中的标记 {value!r} 不属于所给的任何类别；请给出所有类别</translation>
    </message>
    <message>
        <source>{file}: class {value!r} has no score column among those given</source>
        <translation>{file}：所给的分数列中没有类别 {value!r} 的分数列</translation>
    </message>
    <message>
        <source>{file}: {note}</source>
        <translation>{file}：{note}</translation>
    </message>
    <message>
        <source>same {n:,} rows with equal labels row by row</source>
        <translation>同样的 {n:,} 行，逐行标记相同</translation>
    </message>
    <message>
        <source>the labels of {b} cannot be matched to those of {a}: sample {sample!r} has a different label in each file</source>
        <translation>{b} 的标记无法与 {a} 的对应：样例 {sample!r} 在两个文件中的标记不同</translation>
    </message>
    <message>
        <source>computed out of memory: rows are not at hand to match</source>
        <translation>在内存之外计算：没有可供对应的行</translation>
    </message>
    <message>
        <source>rows matched by id</source>
        <translation>按 id 对应行</translation>
    </message>
    <message>
        <source>{a:,} rows against {b:,}</source>
        <translation>{a:,} 行对 {b:,} 行</translation>
    </message>
    <message>
        <source>labels differ at data row {row}</source>
        <translation>数据第 {row} 行的标记不同</translation>
    </message>
    <message>
        <source>same file, same rows</source>
        <translation>同一文件，同样的行</translation>
    </message>
    <message>
        <source>the labels of {b} cannot be matched to those of {a}: sample {sample!r} has a different counts in each file</source>
        <translation>{b} 的标记无法与 {a} 的对应：样例 {sample!r} 在两个文件中的计数不同</translation>
    </message>
    <message>
        <source>the labels of {b} cannot be matched to those of {a}: {here} has no sample {sample!r}, which {there} has; matching rows by id needs the same samples in every file</source>
        <translation>{b} 的标记无法与 {a} 的对应：{there} 有样例 {sample!r}，而 {here} 没有；按 id 对应行需要每个文件有同样的样例</translation>
    </message>
    <message>
        <source>{file}: rows cannot be matched by id when rows are left out for missing values; fill in or remove those rows first</source>
        <translation>{file}：因缺失值略去了行时，无法按 id 对应行；请先补上或删除这些行</translation>
    </message>
    <message>
        <source>{file} data row {row}, column {column!r}: missing id</source>
        <translation>{file} 数据第 {row} 行，列 {column!r}：缺少 id</translation>
    </message>
    <message>
        <source>{file}: id {value!r} occurs more than once in column {column!r}; an id column names each sample once</source>
        <translation>{file}：id {value!r} 在列 {column!r} 中出现不止一次；id 列中每个样例只出现一次</translation>
    </message>
    <message>
        <source>{a} and {b} are compared unpaired ({reason}); match rows by an id column to pair them</source>
        <translation>{a} 与 {b} 按非配对比较（{reason}）；按 id 列对应行即可配对</translation>
    </message>
    <message>
        <source>{a} and {b} are compared unpaired ({reason})</source>
        <translation>{a} 与 {b} 按非配对比较（{reason}）</translation>
    </message>
    <message>
        <source>counts differ at data row {row}</source>
        <translation>数据第 {row} 行的计数不同</translation>
    </message>
    <message>
        <source>the labels of {b} cannot be matched to those of {a}: {here} has no sample {sample!r}, which {there} has ({n:,} such samples); matching rows by id needs the same samples in every file</source>
        <translation>{b} 的标记无法与 {a} 的对应：{there} 有样例 {sample!r}，而 {here} 没有（这样的样例共 {n:,} 个）；按 id 对应行需要每个文件有同样的样例</translation>
    </message>
    <message>
        <source>{place}, column &quot;{column}&quot;: missing value ({n:,} rows have no fold)</source>
        <translation>{place}，列 &quot;{column}&quot;：缺失值（{n:,} 行没有折）</translation>
    </message>
    <message>
        <source>{place}, column &quot;{column}&quot;: missing value (1 row has no group)</source>
        <extracomment>Up to this many groups the report lists every group (more with ``group_table``). More folds than this is a column of groups (each fold&apos;s curve is kept and drawn).</extracomment>
        <translation>{place}，列 &quot;{column}&quot;：缺失值（1 行没有分组）</translation>
    </message>
    <message>
        <source>{place}, column &quot;{column}&quot;: missing value ({n:,} rows have no group)</source>
        <translation>{place}，列 &quot;{column}&quot;：缺失值（{n:,} 行没有分组）</translation>
    </message>
    <message>
        <source>{place}, column &quot;{column}&quot;: missing value (1 row has no fold)</source>
        <translation>{place}，列 &quot;{column}&quot;：缺失值（1 行没有折）</translation>
    </message>
    <message>
        <source>column {column!r} holds {n:,} values: more than {most:,} folds is a column of groups (each fold&apos;s curve is kept)</source>
        <translation>列 {column!r} 有 {n:,} 个不同的值：超过 {most:,} 折就是分组列了（每折的曲线都要保留）</translation>
    </message>
    <message>
        <source>threshold averaging of folds counted by an engine is computed when the data are loaded; load them again asking for it</source>
        <translation>由引擎计数的折，其阈值平均在读取数据时计算；请重新读取并要求阈值平均</translation>
    </message>
    <message>
        <source>the curve of one group needs that group&apos;s rows, but the data were counted by an engine, which hands back each group&apos;s pair counts only</source>
        <translation>单个分组的曲线需要该分组的行，但数据由引擎计数，引擎只返回每个分组的样例对计数</translation>
    </message>
    <message>
        <source>the curve of one fold needs that fold&apos;s rows, but the data were counted by an engine, which hands back each fold&apos;s pair counts only</source>
        <translation>单折的曲线需要该折的行，但数据由引擎计数，引擎只返回每折的样例对计数</translation>
    </message>
    <message>
        <source>left out {n:,} rows without a group ({column!r}), as asked</source>
        <translation>按要求略去了没有分组（{column!r}）的 {n:,} 行</translation>
    </message>
    <message>
        <source>left out {n:,} rows without a fold ({column!r}), as asked</source>
        <translation>按要求略去了没有折（{column!r}）的 {n:,} 行</translation>
    </message>
    <message>
        <source>the formulas written out</source>
        <translation>写出的公式</translation>
    </message>
    <message>
        <source>the data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>{given} goes only with a bootstrap: {ci}, {test}, {band}, or {with_ci} with {specificity} or {sensitivity}</source>
        <translation>{given} 只能与自助法一起使用：{ci}、{test}、{band}，或 {with_ci} 加 {specificity} 或 {sensitivity}</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>标准输入</translation>
    </message>
    <message>
        <source>unknown engine {engine!r}: use one of {engines}</source>
        <translation>未知的引擎 {engine!r}：请用 {engines} 之一</translation>
    </message>
    <message>
        <source>{given} goes only with {cost}, {threshold}, {specificity} or {sensitivity}</source>
        <translation>{given} 只能与 {cost}、{threshold}、{specificity} 或 {sensitivity} 一起使用</translation>
    </message>
    <message>
        <source>&apos;-&apos; (standard input) is given more than once; it can be read only once</source>
        <translation>&apos;-&apos;（标准输入）给出了不止一次；它只能读取一次</translation>
    </message>
    <message>
        <source>there is no standard input to read (&apos;-&apos;)</source>
        <translation>没有可读取的标准输入（&apos;-&apos;）</translation>
    </message>
    <message>
        <source>true positives only (green vertical)</source>
        <translation>只有真正例（绿色竖线）</translation>
    </message>
    <message>
        <source>false positives only (red horizontal)</source>
        <translation>只有假正例（红色横线）</translation>
    </message>
    <message>
        <source>a tie (blue diagonal)</source>
        <translation>并列（蓝色斜线）</translation>
    </message>
    <message>
        <source>{n} positive</source>
        <translation>{n} 个正例</translation>
    </message>
    <message>
        <source>{n} positives</source>
        <translation>{n} 个正例</translation>
    </message>
    <message>
        <source>{n} negative</source>
        <translation>{n} 个反例</translation>
    </message>
    <message>
        <source>{n} negatives</source>
        <translation>{n} 个反例</translation>
    </message>
    <message>
        <source>blocks {first}–{last}: scores {high} down to {low} hold {positives} and {negatives}; TP {tp}, FP {fp}; these {count} segments add {area}, AUC so far {auc}</source>
        <translation>第 {first}–{last} 块：分数从 {high} 到 {low}，共有 {positives}和 {negatives}；TP {tp}，FP {fp}；这 {count} 条线段增加面积 {area}，目前 AUC 为 {auc}</translation>
    </message>
    <message>
        <source>start: threshold +∞, nothing is predicted positive; TP 0, FP 0; the curve starts at (0, 0)</source>
        <translation>开始：阈值为 +∞，所有样例都预测为反例；TP 0，FP 0；曲线从 (0, 0) 出发</translation>
    </message>
    <message>
        <source>block {block}: score {score} holds {positives} and {negatives} → {segment}; TP {tp}, FP {fp}; this segment adds {area}, AUC so far {auc}</source>
        <translation>第 {block} 块：分数 {score} 上有 {positives}和 {negatives} → {segment}；TP {tp}，FP {fp}；这条线段增加面积 {area}，目前 AUC 为 {auc}</translation>
    </message>
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
        <source>unknown alternative {alternative!r}: use two-sided, less or greater</source>
        <translation>未知的备择假设 {alternative!r}：请用 two-sided、less 或 greater</translation>
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
        <source>bootstrap test</source>
        <translation>自助法检验</translation>
    </message>
    <message>
        <source>the number of bootstraps must be a whole number of at least 2, not {n!r}</source>
        <translation>自助法重抽样次数必须是至少为 2 的整数，而不是 {n!r}</translation>
    </message>
    <message>
        <source>the AUCs differ by {difference:.6g} but every bootstrap replicate&apos;s difference is the same: the bootstrap test is undefined</source>
        <translation>两个 AUC 相差 {difference:.6g}，但每次自助法重抽样的差都相同：自助法检验无定义</translation>
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
        <source>{what} is computed from whole numbers of samples, and fractional case weights are none (whole-number weights are counted as repeated rows)</source>
        <translation>{what}按整数个样本计算，而小数个案权重不是样本数（整数权重按重复的行计数）</translation>
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
        <source>ROC analysis needs both classes, but the only sample is {present}</source>
        <translation>ROC 分析需要两个类别都有样例，但仅有的一个样例是{present}</translation>
    </message>
    <message>
        <source>the threshold is NaN; a threshold must be a number</source>
        <translation>阈值为 NaN；阈值必须是数</translation>
    </message>
    <message>
        <source>threshold {threshold!r} falls between the kept vertices at {upper!r} and {lower!r}, which the engine merged: choose a kept vertex&apos;s threshold, or compute again keeping this threshold</source>
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
        <source>DeLong&apos;s interval counts samples, and fractional case weights count none (only whole-number weights are counted as repeated rows): use --ci bootstrap, which resamples the rows carrying their weights</source>
        <translation>DeLong 区间按样本计数，而小数个案权重不计样本数（只有整数权重按重复的行计数）：请用 --ci bootstrap，它连同权重对行重抽样</translation>
    </message>
    <message>
        <source>DeLong&apos;s variance</source>
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
        <extracomment>Fawcett&apos;s grid: FPR 0, 0.01, ..., 1.</extracomment>
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
        <extracomment>the positive scores higher: the cell is below the curve equal scores: the cell is where the tie block&apos;s orderings differ the negative scores higher: the cell is above the curve counted in the AUC a tied cell under the average curve: half of it counts counted in the rank loss</extracomment>
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
        <source>the Mann–Whitney AUC needs both classes, but the only sample is {present}</source>
        <translation>Mann–Whitney AUC 需要两个类别都有样例，但仅有的一个样例是{present}</translation>
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
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>eight samples (embedded example)</source>
        <translation>八个样例（内置示例）</translation>
    </message>
    <message>
        <source>integer</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>float</source>
        <translation>浮点数</translation>
    </message>
    <message>
        <source>text</source>
        <extracomment>The flag that sets each option a loading error can name (the table&apos;s).</extracomment>
        <translation>文本</translation>
    </message>
    <message>
        <source>boolean</source>
        <translation>布尔值</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空值</translation>
    </message>
    <message>
        <source>other</source>
        <translation>其他类型</translation>
    </message>
    <message>
        <source>{kind}</source>
        <translation>{kind}</translation>
    </message>
    <message>
        <source>{file} {place}</source>
        <translation>{file} {place}</translation>
    </message>
    <message>
        <source>{file} has no column {name!r}; its columns are {columns}</source>
        <translation>{file} 中没有列 {name!r}；它的列是 {columns}</translation>
    </message>
    <message>
        <source>data row {row}</source>
        <translation>数据第 {row} 行</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>第 {line} 行</translation>
    </message>
    <message>
        <source>{file}: {problem} (counts in {positives!r} and {negatives!r})</source>
        <translation>{file}：{problem}（计数在 {positives!r} 和 {negatives!r} 列中）</translation>
    </message>
    <message>
        <source>counts</source>
        <translation>计数</translation>
    </message>
    <message>
        <source>{place}, column &quot;{column}&quot;: {value} is not a number</source>
        <translation>{place}，列 &quot;{column}&quot;：{value} 不是数</translation>
    </message>
    <message>
        <source>{file} has no column {name!r} for the {role}; its columns are {columns}</source>
        <translation>{file} 中没有所指定的{role}列 {name!r}；它的列是 {columns}</translation>
    </message>
    <message>
        <source>{place}, column &quot;{column}&quot;: {value} is not a label like the others ({encoding})</source>
        <translation>{place}，列 &quot;{column}&quot;：{value} 不是与其他值同类的标记（{encoding}）</translation>
    </message>
    <message>
        <source>{file}: column {column!r} cannot be both the score and the label</source>
        <translation>{file}：列 {column!r} 不能既作分数又作标记</translation>
    </message>
    <message>
        <source>{file}: column {column!r} cannot be both the score and the counts</source>
        <translation>{file}：列 {column!r} 不能既作分数又作计数</translation>
    </message>
    <message>
        <source>{file} has only one column ({column!r}): ROC analysis needs a score column and a label column (rocscope reads columns separated by commas, tabs, semicolons or spaces)</source>
        <translation>{file} 只有一列（{column!r}）：ROC 分析需要一个分数列和一个标记列（rocscope 读取以逗号、制表符、分号或空格分隔的列）</translation>
    </message>
    <message>
        <source>the counts</source>
        <translation>计数列</translation>
    </message>
    <message>
        <source>{file}: cannot tell {questions}</source>
        <translation>{file}：无法判断{questions}</translation>
    </message>
    <message>
        <source>score column {column!r} guessed: the only numeric column besides the label and {others}</source>
        <translation>推测分数列为 {column!r}：除标记列和 {others} 外唯一的数值列</translation>
    </message>
    <message>
        <source>{file}, column &quot;{column}&quot; holds {kind}, not numbers</source>
        <translation>{file}，列 &quot;{column}&quot; 是{kind}，不是数值</translation>
    </message>
    <message>
        <source>{file}: label column {column!r} holds no values</source>
        <translation>{file}：标记列 {column!r} 没有任何值</translation>
    </message>
    <message>
        <source>positive label {positive!r} (the usual reading of {encoding})</source>
        <extracomment>(positive, negative) spellings, compared after :func:`canonical`.</extracomment>
        <translation>正例标记为 {positive!r}（按 {encoding} 的通常含义）</translation>
    </message>
    <message>
        <source>which value of {column!r} is positive</source>
        <translation>列 {column!r} 中哪个值表示正例</translation>
    </message>
    <message>
        <source>score column {column!r}: the only column</source>
        <translation>分数列为 {column!r}：唯一的列</translation>
    </message>
    <message>
        <source>{file}: a label column and count columns were both chosen; choose one or the other</source>
        <translation>{file}：同时选择了标记列和计数列；只能选择其中一种</translation>
    </message>
    <message>
        <source>{file}: the counts need two different columns: positives, then negatives</source>
        <translation>{file}：计数需要两个不同的列：先是正例数，再是反例数</translation>
    </message>
    <message>
        <source>aggregated rows: counts of positives in {positives!r} and of negatives in {negatives!r} (recognised by their names)</source>
        <translation>汇总行：正例数在 {positives!r} 列，反例数在 {negatives!r} 列（按列名识别）</translation>
    </message>
    <message>
        <source>the label</source>
        <translation>标记列</translation>
    </message>
    <message>
        <source>the others</source>
        <translation>其他列</translation>
    </message>
    <message>
        <source>{file}: cannot tell {first}, nor {second}</source>
        <translation>{file}：无法判断{first}，也无法判断{second}</translation>
    </message>
    <message>
        <source>group</source>
        <translation>分组</translation>
    </message>
    <message>
        <source>fold</source>
        <translation>折</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>label</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>named like a label, among {n} candidates</source>
        <translation>在 {n} 个候选列中，它的列名像标记</translation>
    </message>
    <message>
        <source>label column {column!r} guessed: {reason}</source>
        <translation>推测标记列为 {column!r}：{reason}</translation>
    </message>
    <message>
        <source>which value of {column!r} is positive (it has more than 20 values)</source>
        <translation>列 {column!r} 中哪个值表示正例（该列有 20 个以上不同的值）</translation>
    </message>
    <message>
        <source>score column {column!r} guessed: the only numeric column besides {others}</source>
        <translation>推测分数列为 {column!r}：除{others}外唯一的数值列</translation>
    </message>
    <message>
        <source>score column {column!r} guessed: the only numeric column besides {others} and the row id {ids}</source>
        <translation>推测分数列为 {column!r}：除{others}和行号列 {ids} 外唯一的数值列</translation>
    </message>
    <message>
        <source>{file}: count column {column!r} does not hold numbers</source>
        <translation>{file}：计数列 {column!r} 的值不是数值</translation>
    </message>
    <message>
        <source>its values {values} are a known label encoding</source>
        <translation>它的值 {values} 是常见的标记编码</translation>
    </message>
    <message>
        <source>{file}: no label in column {column!r} is {positive!r}; the values there are {values}</source>
        <translation>{file}：列 {column!r} 中没有值为 {positive!r} 的标记；该列的值有 {values}</translation>
    </message>
    <message>
        <source>which column holds the scores</source>
        <translation>哪一列是分数</translation>
    </message>
    <message>
        <source>which column holds the scores (no column fits)</source>
        <translation>哪一列是分数（没有合适的列）</translation>
    </message>
    <message>
        <source>the only column with two values</source>
        <translation>唯一只有两个不同值的列</translation>
    </message>
    <message>
        <source>the only column with few values</source>
        <translation>唯一只有少数几个不同值的列</translation>
    </message>
    <message>
        <source>which column holds the labels</source>
        <translation>哪一列是标记</translation>
    </message>
    <message>
        <source>which column holds the labels (no column fits)</source>
        <translation>哪一列是标记（没有合适的列）</translation>
    </message>
    <message>
        <source>dropped {count} of {total} rows with a missing value, as asked; the first is {place}</source>
        <translation>已按要求略去 {total} 行中含缺失值的 {count} 行；第一处在{place}</translation>
    </message>
    <message>
        <source>missing value</source>
        <translation>缺失值</translation>
    </message>
    <message>
        <source>{value} is not a number</source>
        <translation>{value} 不是数</translation>
    </message>
    <message>
        <source>{value} is not a number here: this file&apos;s numbers use a decimal comma (0,77)</source>
        <translation>{value} 在此不是数：此文件的数字以逗号作小数点（0,77）</translation>
    </message>
    <message>
        <source>{value} is not a number (NaN counts as a missing value)</source>
        <translation>{value} 不是数（NaN 视为缺失值）</translation>
    </message>
    <message>
        <source>{value} is not a finite number; scores must be finite</source>
        <translation>{value} 不是有限数；分数必须是有限数</translation>
    </message>
    <message>
        <source>{value} is not a count: counts must be finite and less than 2**63</source>
        <translation>{value} 不是计数：计数必须是有限数且小于 2**63</translation>
    </message>
    <message>
        <source>missing count</source>
        <translation>计数缺失</translation>
    </message>
    <message>
        <source>{value} is not a count (NaN counts as a missing value)</source>
        <translation>{value} 不是计数（NaN 视为缺失值）</translation>
    </message>
    <message>
        <source>{value} is not a count: counts are whole numbers</source>
        <translation>{value} 不是计数：计数必须是整数</translation>
    </message>
    <message>
        <source>{value} is not a count: counts cannot be negative</source>
        <translation>{value} 不是计数：计数不能为负</translation>
    </message>
    <message>
        <source>missing label</source>
        <translation>标记缺失</translation>
    </message>
    <message>
        <source>{file}: column {column!r} does not hold numbers</source>
        <translation>{file}：列 {column!r} 的值不是数值</translation>
    </message>
    <message>
        <source>which column holds the labels (or which hold counts)</source>
        <translation>哪一列是标记（或哪两列是计数）</translation>
    </message>
    <message>
        <source>{file}: every weight in column &quot;{column}&quot; is zero: the rows count nothing</source>
        <translation>{file}：列“{column}”中的每个权重都为零：这些行不计任何数量</translation>
    </message>
    <message>
        <source>{place}, column &quot;{column}&quot;: {problem}</source>
        <translation>{place}，列 &quot;{column}&quot;：{problem}</translation>
    </message>
    <message>
        <source>{file}: column {column!r} holds {kind} values, not numbers</source>
        <translation>{file}：列 {column!r} 的值是{kind}，不是数值</translation>
    </message>
    <message>
        <source>{file}: column {column!r} is empty: every value is missing</source>
        <translation>{file}：列 {column!r} 是空的：所有值都缺失</translation>
    </message>
    <message>
        <source>{value} is not a weight: a weight is a finite number &gt;= 0</source>
        <translation>{value} 不是权重：权重须为 &gt;= 0 的有限数</translation>
    </message>
    <message>
        <source>{file}, column {column!r}: the positive counts add up to more than 2**63 - 1 (9223372036854775807), more than rocscope can count exactly</source>
        <translation>{file}，列 {column!r}：正例数之和超过 2**63 - 1（9223372036854775807），超出了 rocscope 能精确计数的范围</translation>
    </message>
    <message>
        <source>{file}, column {column!r}: the negative counts add up to more than 2**63 - 1 (9223372036854775807), more than rocscope can count exactly</source>
        <translation>{file}，列 {column!r}：反例数之和超过 2**63 - 1（9223372036854775807），超出了 rocscope 能精确计数的范围</translation>
    </message>
    <message>
        <source>{file}: every row has a missing value in a chosen column; nothing is left</source>
        <translation>{file}：每一行在所选的列中都有缺失值；略去后什么也不剩</translation>
    </message>
    <message>
        <source>the value</source>
        <extracomment>A problem with a value, said of the value as shown (or of &quot;the value&quot;, when it is not known), as :meth:`_Problems.raise_first` words it.</extracomment>
        <translation>该值</translation>
    </message>
    <message>
        <source>{values}, ... and {more:,} more</source>
        <translation>{values}，……另有 {more:,} 个</translation>
    </message>
    <message>
        <source>{file} line {line}, column &quot;{column}&quot;: {text!r} is not UTF-8 text (perhaps Latin-1 or Windows-1252): save the file as UTF-8</source>
        <translation>{file} 第 {line} 行，列 &quot;{column}&quot;：{text!r} 不是 UTF-8 文本（可能是 Latin-1 或 Windows-1252）：请将文件另存为 UTF-8</translation>
    </message>
    <message>
        <source>{file} line {line}: {text!r} is not UTF-8 text (perhaps Latin-1 or Windows-1252): save the file as UTF-8</source>
        <translation>{file} 第 {line} 行：{text!r} 不是 UTF-8 文本（可能是 Latin-1 或 Windows-1252）：请将文件另存为 UTF-8</translation>
    </message>
    <message>
        <source>the file is gzip-compressed</source>
        <extracomment>The note of a gzipped file.</extracomment>
        <translation>文件是 gzip 压缩的</translation>
    </message>
    <message>
        <source>{file}: more than {rows:,} rows, more than this machine&apos;s memory holds at once ({memory:.1f} GiB at about {bytes_per_row} bytes a row)</source>
        <translation>{file}：超过 {rows:,} 行，超出了本机内存一次能容纳的量（{memory:.1f} GiB，每行约 {bytes_per_row} 字节）</translation>
    </message>
    <message>
        <source>{file}: cannot read it as {format} ({problem})</source>
        <translation>{file}：无法作为{format}读取（{problem}）</translation>
    </message>
    <message>
        <source>{file} has a header (line {line}: {header}) but no data rows</source>
        <translation>{file} 有表头（第 {line} 行：{header}），但没有数据行</translation>
    </message>
    <message>
        <source>{file}: cannot read it as delimited text ({problem})</source>
        <translation>{file}：无法作为分隔文本读取（{problem}）</translation>
    </message>
    <message>
        <source>{file} line {line}, column &quot;{column}&quot;: the line is longer than rocscope reads ({megabytes} MB)</source>
        <translation>{file} 第 {line} 行，列 &quot;{column}&quot;：这一行超过了 rocscope 能读取的长度（{megabytes} MB）</translation>
    </message>
    <message>
        <source>{file}: text in column &quot;{column}&quot; is not valid UTF-8: save the file as UTF-8</source>
        <translation>{file}：列 &quot;{column}&quot; 中的文本不是有效的 UTF-8：请将文件另存为 UTF-8</translation>
    </message>
    <message>
        <source>{file}: text is not valid UTF-8: save the file as UTF-8</source>
        <translation>{file}：文本不是有效的 UTF-8：请将文件另存为 UTF-8</translation>
    </message>
    <message>
        <source>{file} has columns but no rows</source>
        <translation>{file} 有列但没有行</translation>
    </message>
    <message>
        <source>1 field</source>
        <translation>1 个字段</translation>
    </message>
    <message>
        <source>{n} fields</source>
        <translation>{n} 个字段</translation>
    </message>
    <message>
        <source>{file}: not enough memory to read it</source>
        <translation>{file}：内存不足，无法读取</translation>
    </message>
    <message>
        <source>{problem}; save the data to a file, which can be computed out of core</source>
        <translation>{problem}；请把数据保存为文件，文件可以在内存之外计算</translation>
    </message>
    <message>
        <source>{file} is not a valid gzip file ({problem})</source>
        <translation>{file} 不是有效的 gzip 文件（{problem}）</translation>
    </message>
    <message>
        <source>{file}: rows have different numbers of fields ({problem})</source>
        <translation>{file}：各行的字段数不同（{problem}）</translation>
    </message>
    <message>
        <source>{file}: a row is longer than rocscope reads ({megabytes} MB)</source>
        <extracomment>The longest line read (64 MiB). A real prediction file&apos;s longest line is a few kilobytes; a longer one is refused as soon as it is seen, before it is held whole (a gzip file of a few megabytes can decompress into one line of gigabytes).</extracomment>
        <translation>{file}：有一行超过了 rocscope 能读取的长度（{megabytes} MB）</translation>
    </message>
    <message>
        <source>{file} has no columns</source>
        <translation>{file} 没有列</translation>
    </message>
    <message>
        <source>delimited text</source>
        <translation>分隔文本</translation>
    </message>
    <message>
        <source>Parquet</source>
        <translation>Parquet</translation>
    </message>
    <message>
        <source>Feather/Arrow</source>
        <translation>Feather/Arrow</translation>
    </message>
    <message>
        <source>an Arrow stream</source>
        <translation>Arrow 流</translation>
    </message>
    <message>
        <source>the header (line {line}) has {width}</source>
        <translation>表头（第 {line} 行）有 {width} 个</translation>
    </message>
    <message>
        <source>the first row has {width}</source>
        <translation>第一行有 {width} 个</translation>
    </message>
    <message>
        <source>{file} line {line}: {fields} where {others}: {text}</source>
        <translation>{file} 第 {line} 行：有 {fields}，而{others}：{text}</translation>
    </message>
    <message>
        <source>comma-separated</source>
        <extracomment>A table wider than this is no table of predictions: sniffed at once and refused, it would otherwise take minutes and gigabytes to parse (a line of 2.7 million fields).</extracomment>
        <translation>逗号分隔的</translation>
    </message>
    <message>
        <source>tab-separated</source>
        <translation>制表符分隔的</translation>
    </message>
    <message>
        <source>semicolon-separated</source>
        <translation>分号分隔的</translation>
    </message>
    <message>
        <source>space-separated</source>
        <translation>空格分隔的</translation>
    </message>
    <message>
        <source>{file} line {line} ends with a carriage return alone (CR), where other lines end with a line feed (LF or CRLF): save the file with one kind of line end</source>
        <translation>{file} 第 {line} 行以单独的回车符（CR）结尾，而其他行以换行符（LF 或 CRLF）结尾：请用同一种行尾保存文件</translation>
    </message>
    <message>
        <source>{file} holds binary data: it is not a text table, nor a Parquet or Feather file</source>
        <translation>{file} 含有二进制数据：它既不是文本表格，也不是 Parquet 或 Feather 文件</translation>
    </message>
    <message>
        <source>{file} holds only blank lines: expected a table of scores and labels</source>
        <translation>{file} 只有空行：应当是一张分数和标记的表</translation>
    </message>
    <message>
        <source>{file} line {line}: {fields:,} {separated} fields; rocscope reads tables of at most {most:,} columns</source>
        <translation>{file} 第 {line} 行：{fields:,} 个{separated}字段；rocscope 最多读取 {most:,} 列的表</translation>
    </message>
    <message>
        <source>{file} is UTF-16 text; rocscope reads UTF-8: save it as UTF-8 (in a spreadsheet: &apos;CSV UTF-8&apos;)</source>
        <translation>{file} 是 UTF-16 文本；rocscope 读取 UTF-8：请另存为 UTF-8（在电子表格软件中选“CSV UTF-8”）</translation>
    </message>
    <message>
        <source>columns are separated by spaces or tabs</source>
        <translation>各列以空格或制表符分隔</translation>
    </message>
    <message>
        <source>numbers use a decimal comma (0,77 is read as 0.77)</source>
        <translation>数字以逗号作小数点（0,77 读作 0.77）</translation>
    </message>
    <message>
        <source>{file} looks like UTF-16 text; rocscope reads UTF-8: save it as UTF-8</source>
        <translation>{file} 看来是 UTF-16 文本；rocscope 读取 UTF-8：请另存为 UTF-8</translation>
    </message>
    <message>
        <source>no header row: columns are named by position (&apos;column 1&apos; to &apos;column {n}&apos;)</source>
        <translation>没有表头行：各列按位置命名（&apos;column 1&apos; 到 &apos;column {n}&apos;）</translation>
    </message>
    <message>
        <source>no header row: the column is named &apos;column 1&apos;</source>
        <translation>没有表头行：该列命名为 &apos;column 1&apos;</translation>
    </message>
    <message>
        <source>columns are separated by semicolons</source>
        <translation>各列以分号分隔</translation>
    </message>
    <message>
        <source>columns are separated by tabs</source>
        <translation>各列以制表符分隔</translation>
    </message>
    <message>
        <source>{file} is empty: expected a table of scores and labels</source>
        <translation>{file} 是空的：应当是一张分数和标记的表</translation>
    </message>
    <message>
        <source>{path}: no such file</source>
        <translation>{path}：没有这个文件</translation>
    </message>
    <message>
        <source>{path}: permission denied</source>
        <translation>{path}：没有读取权限</translation>
    </message>
    <message>
        <source>{path} is a folder, not a file</source>
        <translation>{path} 是文件夹，不是文件</translation>
    </message>
    <message>
        <source>{file}: cannot read: {reason}</source>
        <translation>{file}：无法读取：{reason}</translation>
    </message>
    <message>
        <source>{path} is a device, not a file (rocscope reads files and pipes)</source>
        <translation>{path} 是设备，不是文件（rocscope 读取文件和管道）</translation>
    </message>
    <message>
        <source>{file} holds nothing once decompressed: expected a table of scores and labels</source>
        <translation>{file} 解压后什么也没有：应当是一张分数和标记的表</translation>
    </message>
    <message>
        <source>{path}: no such file (a part of the path is not a folder)</source>
        <translation>{path}：没有这个文件（路径中有一部分不是文件夹）</translation>
    </message>
    <message>
        <source>cannot read {source!r}: expected a file path or bytes</source>
        <translation>无法读取 {source!r}：应当是文件路径或字节</translation>
    </message>
    <message>
        <source>{file}: more than {gib:.1f} GiB once decompressed, more than this machine&apos;s memory holds at once</source>
        <translation>{file}：解压后超过 {gib:.1f} GiB，超出了本机内存一次能容纳的量</translation>
    </message>
    <message>
        <source>it ends early</source>
        <translation>文件提前结束</translation>
    </message>
    <message>
        <source>{file} line {line}: the line is longer than rocscope reads ({megabytes} MB)</source>
        <translation>{file} 第 {line} 行：这一行超过了 rocscope 能读取的长度（{megabytes} MB）</translation>
    </message>
    <message>
        <source>{stream}: more than {size} arrived and more was still coming; rocscope reads at most that much from a stream. Save the data to a file and give the file instead</source>
        <translation>{stream}：已收到超过 {size} 的数据，且仍有数据传来；rocscope 从流中最多读取这么多。请把数据保存为文件，改为给出该文件</translation>
    </message>
    <message>
        <source>{file} is Parquet: an engine reads it as it is</source>
        <translation>{file} 是 Parquet 文件：由引擎直接读取</translation>
    </message>
    <message>
        <source>{file} is a Feather version 1 file: an engine cannot read it in pieces; save it as Parquet or Feather version 2</source>
        <translation>{file} 是 Feather 第 1 版文件：引擎无法分块读取；请另存为 Parquet 或 Feather 第 2 版</translation>
    </message>
    <message>
        <source>loading was cancelled</source>
        <translation>已取消读取</translation>
    </message>
    <message>
        <source>the pair grid is for small data: {n_negative} negatives × {n_positive} positives exceeds {limit} × {limit} cells</source>
        <translation>样例对网格只用于小数据：{n_negative} 个反例 × {n_positive} 个正例超过了 {limit} × {limit} 个格子</translation>
    </message>
    <message>
        <source>the DET curve</source>
        <translation>DET 曲线</translation>
    </message>
    <message>
        <source>a band step of {step} does not divide 1 into equal parts; use 0.1, 0.05, 0.01 or another 1/n (n up to 10,000)</source>
        <translation>置信带步长 {step} 不能把 1 等分；请用 0.1、0.05、0.01 或其他 1/n（n 至多 10,000）</translation>
    </message>
    <message>
        <source>a confidence band</source>
        <translation>置信带</translation>
    </message>
    <message>
        <source>confidence band</source>
        <translation>置信带</translation>
    </message>
    <message>
        <source>the band&apos;s specificities must lie in [0, 1]</source>
        <translation>置信带的特异度须在 [0, 1] 之内</translation>
    </message>
    <message>
        <source>the confidence band was cancelled</source>
        <translation>已取消置信带的计算</translation>
    </message>
    <message>
        <source>unknown coordinate {input!r}: use threshold, specificity or sensitivity</source>
        <extracomment>The values of :class:`Coords` that have an interval, in the order reports list them.</extracomment>
        <translation>未知的坐标 {input!r}：请用 threshold、specificity 或 sensitivity</translation>
    </message>
    <message>
        <source>the prevalence must lie strictly between 0 and 1, not {value!r}</source>
        <translation>患病率必须严格介于 0 和 1 之间，而不是 {value!r}</translation>
    </message>
    <message>
        <source>the {input} is NaN: give a number</source>
        <translation>{input} 是 NaN：请给出一个数</translation>
    </message>
    <message>
        <source>a {input} of {value!r} is outside [0, 1]</source>
        <translation>{input} 为 {value!r}，超出 [0, 1]</translation>
    </message>
    <message>
        <source>the coordinates at a {input}</source>
        <translation>给定 {input} 处的坐标</translation>
    </message>
    <message>
        <source>an exact binomial interval</source>
        <translation>精确二项区间</translation>
    </message>
    <message>
        <source>a bootstrap interval of the partial AUC</source>
        <translation>部分 AUC 的自助法区间</translation>
    </message>
    <message>
        <source>DeLong&apos;s test counts samples, and fractional case weights count none (only whole-number weights are counted as repeated rows): use --test bootstrap, which resamples the rows carrying their weights</source>
        <translation>DeLong 检验按样本计数，而小数个案权重不计样本数（只有整数权重按重复的行计数）：请用 --test bootstrap，它连同权重对行重抽样</translation>
    </message>
    <message>
        <source>models {a!r} and {b!r} are compared on the same rows, but their case weights differ: compare models of one weight column</source>
        <translation>模型 {a!r} 与 {b!r} 在相同的行上比较，但其个案权重不同：请比较同一权重列的模型</translation>
    </message>
    <message>
        <source>every vertex of the curve</source>
        <extracomment>The JSON&apos;s keys that a :class:`ModelReport` holds as they are.</extracomment>
        <translation>曲线的每个顶点</translation>
    </message>
    <message>
        <source>the weight of row {row} is {value!r}; a weight must be a number</source>
        <translation>第 {row} 行的权重为 {value!r}；权重须为数字</translation>
    </message>
    <message>
        <source>{n} scores but {count} weights: they must pair up one to one</source>
        <translation>{n} 个分数但有 {count} 个权重：两者须一一对应</translation>
    </message>
    <message>
        <source>the weight of row {row} is {value}; a weight must be a finite number &gt;= 0</source>
        <translation>第 {row} 行的权重为 {value}；权重须为 &gt;= 0 的有限数</translation>
    </message>
    <message>
        <source>every weight is zero: the rows count nothing</source>
        <translation>每个权重都为零：这些行不计任何数量</translation>
    </message>
    <message>
        <source>the weights are too large or too small to add up in floating point (from {low} to {high}): rescale them, as a common factor changes no rate and no AUC</source>
        <translation>权重过大或过小，无法以浮点数相加（从 {low} 到 {high}）：请按比例缩放；乘以公共因子不改变任何比率和 AUC</translation>
    </message>
    <message>
        <source>a bootstrap of fractional case weights resamples the rows, and this curve keeps only its weight sums</source>
        <translation>小数个案权重的自助法对行重抽样，而这条曲线只保留了权重之和</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>用法：</translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>位置参数</translation>
    </message>
    <message>
        <source>options</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>显示此帮助信息并退出</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>无法识别的参数：%s</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>无效的选择：%(value)r（可选 %(choices)s）</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>无效的 %(type)s 值：%(value)r</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>需要一个参数</translation>
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation>至多需要一个参数</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>至少需要一个参数</translation>
    </message>
    <message>
        <source>expected %s argument</source>
        <translation>需要 %s 个参数</translation>
    </message>
    <message>
        <source>expected %s arguments</source>
        <translation>需要 %s 个参数</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>缺少以下必需参数：%s</translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation>参数 %s 中必须给出一个</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>参数 %(argument_name)s：%(message)s</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>有歧义的选项：%(option)s 可匹配 %(matches)s</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>不能与参数 %s 一起使用</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>忽略了显式参数 %r</translation>
    </message>
    <message>
        <source>(see %s --help)</source>
        <translation>（见 %s --help）</translation>
    </message>
</context>
<context>
    <name>Report</name>
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
        <source>not computed with case weights ({column}): one-vs-rest only</source>
        <translation>有个案权重（{column}）时不计算：只计算一对其余</translation>
    </message>
    <message>
        <source>macro {macro} (Hand &amp; Till&apos;s M)  weighted {weighted} (by the pair&apos;s share of samples)</source>
        <translation>宏平均 {macro}（Hand &amp; Till 的 M）  加权 {weighted}（按每对类别的样例占比）</translation>
    </message>
    <message>
        <source>groups</source>
        <extracomment>The text report lists groups and folds one by one up to this many.</extracomment>
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
        <extracomment>Up to this many (positive, negative) pairs the report adds exact fractions (the window&apos;s Numbers panel uses the same bound). The five formulas of docs/mathematics.md as the text report names them, in the JSON&apos;s key order (translated where shown).</extracomment>
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
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>&apos;column {n}&apos;</source>
        <translation>第 {n} 列</translation>
    </message>
    <message>
        <source>comparisons ({method}, {alternative}; {level} CI of the difference in AUC, a - b)</source>
        <translation>比较（{method}，{alternative}；AUC 之差 a - b 的 {level} 置信区间）</translation>
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
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>{column}: each row counts as its weight</source>
        <translation>{column}：每行按其权重计数</translation>
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
        <source>band</source>
        <translation>置信带</translation>
    </message>
    <message>
        <source>confidence band of sensitivity ({level}, stratified bootstrap, {n} resamples)</source>
        <translation>灵敏度置信带（{level}，分层自助法，{n} 次重抽样）</translation>
    </message>
    <message>
        <source>specificity</source>
        <translation>特异度</translation>
    </message>
    <message>
        <source>sensitivity</source>
        <translation>灵敏度</translation>
    </message>
    <message>
        <source>low</source>
        <translation>下限</translation>
    </message>
    <message>
        <source>median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>high</source>
        <translation>上限</translation>
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
        <source>below the chance diagonal: McClish&apos;s standardized value is not meant for it (pROC gives NA)</source>
        <translation>低于随机对角线：McClish 标准化值不适用于此（pROC 给出 NA）</translation>
    </message>
    <message>
        <source>partial AUC {level} CI</source>
        <translation>部分 AUC {level} 置信区间</translation>
    </message>
    <message>
        <source>{low} to {high}, standardized {s_low} to {s_high} (stratified bootstrap)</source>
        <translation>{low} 至 {high}，标准化 {s_low} 至 {s_high}（分层自助法）</translation>
    </message>
    <message>
        <source>partial AUC CI</source>
        <translation>部分 AUC 置信区间</translation>
    </message>
    <message>
        <source>at threshold {value}</source>
        <translation>阈值 {value} 处</translation>
    </message>
    <message>
        <source>at specificity {value}</source>
        <translation>特异度 {value} 处</translation>
    </message>
    <message>
        <source>at sensitivity {value}</source>
        <translation>灵敏度 {value} 处</translation>
    </message>
    <message>
        <source>between two vertices: no threshold gives this point</source>
        <translation>位于两个顶点之间：没有阈值能得到此点</translation>
    </message>
    <message>
        <source>threshold {t}</source>
        <translation>阈值 {t}</translation>
    </message>
    <message>
        <source>stratified bootstrap</source>
        <translation>分层自助法</translation>
    </message>
    <message>
        <source>Clopper-Pearson; likelihood ratios by the log method</source>
        <translation>Clopper-Pearson；似然比用对数法</translation>
    </message>
    <message>
        <source>{level} CI: {method}</source>
        <translation>{level} 置信区间：{method}</translation>
    </message>
    <message>
        <source>sensitivity, specificity</source>
        <translation>灵敏度，特异度</translation>
    </message>
    <message>
        <source>PPV, NPV</source>
        <translation>阳性预测值，阴性预测值</translation>
    </message>
    <message>
        <source>Youden&apos;s J, distance to (0, 1)</source>
        <translation>约登指数 J，到 (0, 1) 的距离</translation>
    </message>
    <message>
        <source>PPV, NPV at prevalence {p}</source>
        <translation>患病率 {p} 下的阳性、阴性预测值</translation>
    </message>
    <message>
        <source>bootstrap test</source>
        <translation>自助法检验</translation>
    </message>
    <message>
        <source>one-sided: a below b</source>
        <translation>单侧：a 低于 b</translation>
    </message>
    <message>
        <source>one-sided: a above b</source>
        <translation>单侧：a 高于 b</translation>
    </message>
    <message>
        <source>two-sided</source>
        <translation>双侧</translation>
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
