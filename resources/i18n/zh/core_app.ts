<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>core</name>
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
        <source>{given}: use 'average', 'best' or 'worst'</source>
        <translation>{given}：请用 'average'、'best' 或 'worst'</translation>
    </message>
    <message>
        <source>{given}: use 'delong', 'bootstrap', True (DeLong's) or None</source>
        <translation>{given}：请用 'delong'、'bootstrap'、True（DeLong 法）或 None</translation>
    </message>
    <message>
        <source>{given}: use one of {choices}</source>
        <translation>{given}：请用 {choices} 之一</translation>
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
        <source>cannot export {path}: unknown suffix '(none)'; use one of {suffixes}</source>
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
        <source>several classes' scores are read from one file: give one</source>
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
        <source>a score column is given for two classes; one column each</source>
        <translation>同一分数列给了两个类别；每个类别一列</translation>
    </message>
    <message>
        <source>{file}: class {value!r} has no score column (looked for {looked}); its columns are {columns}</source>
        <translation>{file}：类别 {value!r} 没有分数列（查找了 {looked}）；它的列是 {columns}</translation>
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
        <source>{place}, column "{column}": missing value (1 row has none)</source>
        <translation>{place}，列 "{column}"：缺失值（1 行没有值）</translation>
    </message>
    <message>
        <source>{place}, column "{column}": missing value ({n:,} rows have none)</source>
        <translation>{place}，列 "{column}"：缺失值（{n:,} 行没有值）</translation>
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
        <source>{place}, column "{column}": missing value ({n:,} rows have no fold)</source>
        <translation>{place}，列 "{column}"：缺失值（{n:,} 行没有折）</translation>
    </message>
    <message>
        <source>{place}, column "{column}": missing value (1 row has no group)</source>
        <translation>{place}，列 "{column}"：缺失值（1 行没有分组）</translation>
    </message>
    <message>
        <source>{place}, column "{column}": missing value ({n:,} rows have no group)</source>
        <translation>{place}，列 "{column}"：缺失值（{n:,} 行没有分组）</translation>
    </message>
    <message>
        <source>{place}, column "{column}": missing value (1 row has no fold)</source>
        <translation>{place}，列 "{column}"：缺失值（1 行没有折）</translation>
    </message>
    <message>
        <source>column {column!r} holds {n:,} values: more than {most:,} folds is a column of groups (each fold's curve is kept)</source>
        <translation>列 {column!r} 有 {n:,} 个不同的值：超过 {most:,} 折就是分组列了（每折的曲线都要保留）</translation>
    </message>
    <message>
        <source>unknown fold averaging {averaging!r}: use vertical or threshold</source>
        <translation>未知的折平均方式 {averaging!r}：请用 vertical 或 threshold</translation>
    </message>
    <message>
        <source>threshold averaging of folds counted by an engine is computed when the data are loaded; load them again asking for it</source>
        <translation>由引擎计数的折，其阈值平均在读取数据时计算；请重新读取并要求阈值平均</translation>
    </message>
    <message>
        <source>the curve of one group needs that group's rows, but the data were counted by an engine, which hands back each group's pair counts only</source>
        <translation>单个分组的曲线需要该分组的行，但数据由引擎计数，引擎只返回每个分组的样例对计数</translation>
    </message>
    <message>
        <source>the curve of one fold needs that fold's rows, but the data were counted by an engine, which hands back each fold's pair counts only</source>
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
        <source>the threshold is NaN: give a number, or +inf (nothing predicted positive) or -inf (everything predicted positive)</source>
        <translation>阈值为 NaN：请给出一个数，或 +inf（没有样例预测为正例）或 -inf（全部样例预测为正例）</translation>
    </message>
    <message>
        <source>unknown tie ordering {ties!r}: use average, best or worst</source>
        <translation>未知的并列排序 {ties!r}：请用 average、best 或 worst</translation>
    </message>
    <message>
        <source>threshold {value!r} is not a number</source>
        <translation>阈值 {value!r} 不是数</translation>
    </message>
    <message>
        <source>the data</source>
        <translation>数据</translation>
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
        <source>'-' (standard input) is given more than once; it can be read only once</source>
        <translation>'-'（标准输入）给出了不止一次；它只能读取一次</translation>
    </message>
    <message>
        <source>there is no standard input to read ('-')</source>
        <translation>没有可读取的标准输入（'-'）</translation>
    </message>
</context>
</TS>
