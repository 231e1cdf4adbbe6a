<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>core</name>
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
        <source>DeLong's variance was summed in float64: the exact sums would exceed the engine's exact integers</source>
        <translation>DeLong 方差是以 float64 求和的：精确的和会超出引擎的精确整数范围</translation>
    </message>
    <message>
        <source>{file}: every count is zero: ROC analysis needs at least one sample</source>
        <translation>{file}：所有计数都为零：ROC 分析至少需要一个样例</translation>
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
        <source>{place}, column "{column}": {problem} ({count:,} rows in all)</source>
        <translation>{place}，列 "{column}"：{problem}（共 {count:,} 行）</translation>
    </message>
    <message>
        <source>the five formulas were not summed: their sums would exceed the engine's exact integers</source>
        <translation>没有对五个公式求和：它们的和会超出引擎的精确整数范围</translation>
    </message>
    <message>
        <source>dropped {dropped:,} of {total:,} rows with a missing score or label</source>
        <translation>略去了 {total:,} 行中分数或标记缺失的 {dropped:,} 行</translation>
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
        <source>{source}: DuckDB ran out of memory ({rows:,} grouped scores must be ordered in memory at once), even at this machine's memory; a cluster (Spark) can compute it</source>
        <translation>{source}：DuckDB 内存不足（{rows:,} 个分组后的分数必须同时在内存中排序），即使用上本机的全部内存也不够；集群（Spark）可以计算它</translation>
    </message>
    <message>
        <source>{source}: DuckDB ran out of memory, even at this machine's memory; a cluster (Spark) can compute it</source>
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
        <source>{source}: the files' columns differ: {file} has no column {column!r}, which {first} has (its columns are {columns})</source>
        <translation>{source}：各文件的列不一致：{file} 没有 {first} 中的列 {column!r}（它的列是 {columns}）</translation>
    </message>
    <message>
        <source>{source}: the files' columns differ: {column!r} holds {kind} values in {file} but {first_kind} values in {first}</source>
        <translation>{source}：各文件的列不一致：{column!r} 在 {file} 中的值是{kind}，而在 {first} 中是{first_kind}</translation>
    </message>
    <message>
        <source>{file}: its Parquet copy {spool}, which the engine reads, was deleted while it was read (something else removed it from rocscope's temporary folder); the file is not at fault: run again</source>
        <translation>{file}：引擎读取的它的 Parquet 副本 {spool} 在读取期间被删除了（有别的程序把它从 rocscope 的临时文件夹中移除）；文件本身没有问题：请再运行一次</translation>
    </message>
    <message>
        <source>{file}: cannot read it as Parquet: {problem}</source>
        <translation>{file}：无法作为 Parquet 读取：{problem}</translation>
    </message>
    <message>
        <source>{file}: column {column!r} holds more than {most:,} distinct values; it does not look like a label column</source>
        <translation>{file}：列 {column!r} 有超过 {most:,} 个不同的值；它不像标记列</translation>
    </message>
    <message>
        <source>{file}, column "{column}": {value!r} is not a label like the others ({encoding})</source>
        <translation>{file}，列 "{column}"：{value!r} 不是与其他值同类的标记（{encoding}）</translation>
    </message>
    <message>
        <source>memory limit {limit!r} is below 64 MiB: too little for an engine</source>
        <translation>内存限额 {limit!r} 低于 64 MiB：对引擎来说太少</translation>
    </message>
    <message>
        <source>memory limit {limit!r} is more than this machine's memory ({memory:.1f} GiB)</source>
        <translation>内存限额 {limit!r} 超过了本机的内存（{memory:.1f} GiB）</translation>
    </message>
    <message>
        <source>memory limit {limit!r} is not a size such as 4GB or 512MiB</source>
        <translation>内存限额 {limit!r} 不是 4GB 或 512MiB 这样的大小</translation>
    </message>
    <message>
        <source>{file}: no column {name!r} was read; the columns used are {columns}</source>
        <translation>{file}：没有读取列 {name!r}；用到的列是 {columns}</translation>
    </message>
    <message>
        <source>unknown engine {engine!r}: use duckdb or spark</source>
        <translation>未知的引擎 {engine!r}：请使用 duckdb 或 spark</translation>
    </message>
    <message>
        <source>the grid must be a whole number of cells from 1, not {grid!r}</source>
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
        <source>choose either a label column or count columns, not both</source>
        <translation>请选择标记列或计数列，不能两者都选</translation>
    </message>
    <message>
        <source>count columns are two different columns: positives, then negatives</source>
        <translation>计数列是两个不同的列：先是正例数，再是反例数</translation>
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
        <source>the Spark engine needs PySpark, which is not installed (install rocscope's spark extra: pip install 'rocscope[spark]')</source>
        <translation>Spark 引擎需要 PySpark，但它没有安装（请安装 rocscope 的 spark 扩展：pip install 'rocscope[spark]'）</translation>
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
        <source>the score distribution</source>
        <translation>分数分布</translation>
    </message>
</context>
</TS>
