<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>core</name>
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
        <source>{first}, nor {second}</source>
        <translation>{first}，也无法判断{second}</translation>
    </message>
    <message>
        <source>{place}, column "{column}": {value} is not a number</source>
        <translation>{place}，列 "{column}"：{value} 不是数</translation>
    </message>
    <message>
        <source>{file} has no column {name!r} for the {role}; its columns are {columns}</source>
        <translation>{file} 中没有所指定的{role}列 {name!r}；它的列是 {columns}</translation>
    </message>
    <message>
        <source>{place}, column "{column}": {value} is not a label like the others ({encoding})</source>
        <translation>{place}，列 "{column}"：{value} 不是与其他值同类的标记（{encoding}）</translation>
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
        <source>{file}, column "{column}" holds {kind}, not numbers</source>
        <translation>{file}，列 "{column}" 是{kind}，不是数值</translation>
    </message>
    <message>
        <source>{file}: label column {column!r} holds no values</source>
        <translation>{file}：标记列 {column!r} 没有任何值</translation>
    </message>
    <message>
        <source>positive label {positive!r} (the usual reading of {encoding})</source>
        <translation>正例标记为 {positive!r}（按 {encoding} 的通常含义）</translation>
    </message>
    <message>
        <source>which value of {column!r} is positive</source>
        <translation>列 {column!r} 中哪个值表示正例</translation>
    </message>
    <message>
        <source>{file}: column {column!r} mixes {encoding} with other values</source>
        <translation>{file}：列 {column!r} 中 {encoding} 与其他值混在一起</translation>
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
        <source>{value} is not a number here: this file's numbers use a decimal comma (0,77)</source>
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
        <source>{place}, column "{column}": {problem}</source>
        <translation>{place}，列 "{column}"：{problem}</translation>
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
        <translation>该值</translation>
    </message>
    <message>
        <source>{values}, ... and {more:,} more</source>
        <translation>{values}，……另有 {more:,} 个</translation>
    </message>
    <message>
        <source>{file} line {line}, column "{column}": {text!r} is not UTF-8 text (perhaps Latin-1 or Windows-1252): save the file as UTF-8</source>
        <translation>{file} 第 {line} 行，列 "{column}"：{text!r} 不是 UTF-8 文本（可能是 Latin-1 或 Windows-1252）：请将文件另存为 UTF-8</translation>
    </message>
    <message>
        <source>{file} line {line}: {text!r} is not UTF-8 text (perhaps Latin-1 or Windows-1252): save the file as UTF-8</source>
        <translation>{file} 第 {line} 行：{text!r} 不是 UTF-8 文本（可能是 Latin-1 或 Windows-1252）：请将文件另存为 UTF-8</translation>
    </message>
    <message>
        <source>the file is gzip-compressed</source>
        <translation>文件是 gzip 压缩的</translation>
    </message>
    <message>
        <source>{file}: more than {rows:,} rows, more than this machine's memory holds at once ({memory:.1f} GiB at about {bytes_per_row} bytes a row)</source>
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
        <source>{file} line {line}, column "{column}": the line is longer than rocscope reads ({megabytes} MB)</source>
        <translation>{file} 第 {line} 行，列 "{column}"：这一行超过了 rocscope 能读取的长度（{megabytes} MB）</translation>
    </message>
    <message>
        <source>{file}: text in column "{column}" is not valid UTF-8: save the file as UTF-8</source>
        <translation>{file}：列 "{column}" 中的文本不是有效的 UTF-8：请将文件另存为 UTF-8</translation>
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
        <source>{file} is UTF-16 text; rocscope reads UTF-8: save it as UTF-8 (in a spreadsheet: 'CSV UTF-8')</source>
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
        <source>no header row: columns are named by position ('column 1' to 'column {n}')</source>
        <translation>没有表头行：各列按位置命名（'column 1' 到 'column {n}'）</translation>
    </message>
    <message>
        <source>no header row: the column is named 'column 1'</source>
        <translation>没有表头行：该列命名为 'column 1'</translation>
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
        <source>{file}: more than {gib:.1f} GiB once decompressed, more than this machine's memory holds at once</source>
        <translation>{file}：解压后超过 {gib:.1f} GiB，超出了本机内存一次能容纳的量</translation>
    </message>
    <message>
        <source>it ends early</source>
        <translation>文件提前结束</translation>
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
        <source>{file}: cannot read it as Feather/Arrow ({problem})</source>
        <translation>{file}：无法作为 Feather/Arrow 读取（{problem}）</translation>
    </message>
    <message>
        <source>{file} is a Feather version 1 file: an engine cannot read it in pieces; save it as Parquet or Feather version 2</source>
        <translation>{file} 是 Feather 第 1 版文件：引擎无法分块读取；请另存为 Parquet 或 Feather 第 2 版</translation>
    </message>
</context>
</TS>
