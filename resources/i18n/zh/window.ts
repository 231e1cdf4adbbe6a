<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ColumnChooser</name>
    <message>
        <source>Which column holds the scores?</source>
        <translation>哪一列是分数？</translation>
    </message>
    <message>
        <source>Which column holds the labels?</source>
        <translation>哪一列是标记？</translation>
    </message>
    <message>
        <source>Which label value is the positive class?</source>
        <translation>哪个标记值表示正例？</translation>
    </message>
    <message>
        <source>Which columns hold the counts of positives and negatives?</source>
        <translation>哪两列是正例数和反例数？</translation>
    </message>
    <message>
        <source>Columns of {file}</source>
        <translation>{file} 的列</translation>
    </message>
    <message>
        <source>One row per sample: a score and a label</source>
        <translation>每行一个样例：一个分数和一个标记</translation>
    </message>
    <message>
        <source>Aggregated rows: a score, a count of positives and a count of negatives</source>
        <translation>聚合的行：一个分数、正例数和反例数</translation>
    </message>
    <message>
        <source>none: each row counts once</source>
        <translation>无：每行计一次</translation>
    </message>
    <message>
        <source>Score column</source>
        <translation>分数列</translation>
    </message>
    <message>
        <source>Label column</source>
        <translation>标记列</translation>
    </message>
    <message>
        <source>Positive class (label value)</source>
        <translation>正例（标记值）</translation>
    </message>
    <message>
        <source>Weight column</source>
        <translation>权重列</translation>
    </message>
    <message>
        <source>Positives column</source>
        <translation>正例数列</translation>
    </message>
    <message>
        <source>Negatives column</source>
        <translation>反例数列</translation>
    </message>
    <message>
        <source>More models: tick other score columns to show them beside this one (same samples, compared paired)</source>
        <translation>更多模型：勾选其他分数列，与此列并列显示（同一批样例，成对比较）</translation>
    </message>
    <message>
        <source>Match rows with the other models&apos; files by</source>
        <translation>与其他模型文件的行对应依据</translation>
    </message>
    <message>
        <source>row order</source>
        <translation>行顺序</translation>
    </message>
    <message>
        <source>Models of the same samples are compared paired. Rows in the same order pair by row; rows in another order need a column that names each sample (an id).</source>
        <translation>同一批样例上的模型成对比较。行顺序相同时按行配对；行顺序不同时需要一列为每个样例命名（id）。</translation>
    </message>
    <message>
        <source>No column holds numbers: there is no score to choose.</source>
        <translation>没有一列是数值：没有可选的分数。</translation>
    </message>
    <message>
        <source>The score, positives and negatives must be three different columns.</source>
        <translation>分数、正例数和反例数必须是三个不同的列。</translation>
    </message>
    <message>
        <source>Choose the column that holds the labels.</source>
        <translation>请选择标记所在的列。</translation>
    </message>
    <message>
        <source>&apos;{column}&apos; cannot be both the score and the label column.</source>
        <translation>“{column}”不能既是分数列又是标记列。</translation>
    </message>
    <message>
        <source>&apos;{column}&apos; cannot be the weight column and the score or label column.</source>
        <translation>“{column}”不能既是权重列又是分数列或标签列。</translation>
    </message>
    <message>
        <source>Column &apos;{column}&apos; holds no values: choose another label column.</source>
        <translation>列“{column}”没有任何值：请选择另一个标记列。</translation>
    </message>
    <message>
        <source>Choose which value of &apos;{column}&apos; is the positive class.</source>
        <translation>请选择“{column}”中哪个值表示正例。</translation>
    </message>
    <message>
        <source>No label in &apos;{column}&apos; is &apos;{value}&apos;.</source>
        <translation>“{column}”中没有标记为“{value}”。</translation>
    </message>
    <message>
        <source>the positives column</source>
        <translation>正例数列</translation>
    </message>
    <message>
        <source>the negatives column</source>
        <translation>反例数列</translation>
    </message>
    <message>
        <source>the label column</source>
        <translation>标记列</translation>
    </message>
    <message>
        <source>the weight column</source>
        <translation>权重列</translation>
    </message>
    <message>
        <source>the id column</source>
        <translation>id 列</translation>
    </message>
    <message>
        <source>the score chosen above</source>
        <translation>上面选定的分数列</translation>
    </message>
    <message>
        <source>{column} ({part})</source>
        <translation>{column}（{part}）</translation>
    </message>
    <message>
        <source>Every value other than the positive class counts as negative.</source>
        <translation>正例以外的每个值都算作反例。</translation>
    </message>
    <message>
        <source>Positive class: &apos;{value}&apos; in &apos;{column}&apos;. Every other value counts as negative.</source>
        <translation>正例：“{column}”中的“{value}”。其他每个值都算作反例。</translation>
    </message>
    <message>
        <source>Positive class: &apos;{value}&apos; in &apos;{column}&apos;, the usual reading of {encoding}. Every other value counts as negative.</source>
        <translation>正例：“{column}”中的“{value}”，即 {encoding} 的通常读法。其他每个值都算作反例。</translation>
    </message>
    <message>
        <source>Positive class: &apos;{value}&apos; in &apos;{column}&apos;; the usual reading of {encoding} would be &apos;{usual}&apos;. Every other value counts as negative.</source>
        <translation>正例：“{column}”中的“{value}”；按 {encoding} 的通常读法应为“{usual}”。其他每个值都算作反例。</translation>
    </message>
    <message>
        <source> Careful: &apos;{column}&apos; holds many different fractional numbers, as scores do; only rows equal to the value typed are positive.</source>
        <translation>注意：“{column}”像分数那样含有许多不同的小数；只有等于所输入值的行才是正例。</translation>
    </message>
    <message>
        <source>Choose the column with the scores and how the classes are given.</source>
        <translation>请选择分数所在的列，以及类别如何给出。</translation>
    </message>
    <message>
        <source>rocscope could not decide on its own. {questions}</source>
        <translation>rocscope 无法自行确定。{questions}</translation>
    </message>
    <message>
        <source>{problem}. Fix the file, or choose the positive class below: every other value then counts as negative.</source>
        <translation>{problem}。请修正文件，或在下方选择正例：其他每个值都将算作反例。</translation>
    </message>
    <message>
        <source>{problem}. Choose other columns below.</source>
        <translation>{problem}。请在下方选择其他列。</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>SVG vector image (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Sweep animation, GIF (*.gif)</source>
        <translation>扫描动画，GIF (*.gif)</translation>
    </message>
    <message>
        <source>Curve vertices, CSV (*.csv)</source>
        <translation>曲线顶点，CSV (*.csv)</translation>
    </message>
    <message>
        <source>Summary, JSON (*.json)</source>
        <translation>摘要，JSON (*.json)</translation>
    </message>
    <message>
        <source>Table of groups, CSV (*.groups.csv)</source>
        <translation>分组表，CSV (*.groups.csv)</translation>
    </message>
    <message>
        <source>Table of folds, CSV (*.folds.csv)</source>
        <translation>各折表，CSV (*.folds.csv)</translation>
    </message>
    <message>
        <source>Table of classes, CSV (*.classes.csv)</source>
        <translation>各类别表，CSV (*.classes.csv)</translation>
    </message>
    <message>
        <source>PNG size</source>
        <translation>PNG 尺寸</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>How large text and lines are: 1× as on screen, 2× twice as large. Automatic grows them with the image.</source>
        <translation>文字和线条的大小：1× 与屏幕上相同，2× 为两倍大。“自动”随图像增大。</translation>
    </message>
    <message>
        <source>Text and line scale</source>
        <translation>文字和线条比例</translation>
    </message>
    <message>
        <source>{file} already exists. Replace it?</source>
        <translation>{file} 已存在。要替换吗？</translation>
    </message>
    <message>
        <source>Exported {path}</source>
        <translation>已导出 {path}</translation>
    </message>
    <message>
        <source>Export plot</source>
        <translation>导出图</translation>
    </message>
    <message>
        <source>Export data</source>
        <translation>导出数据</translation>
    </message>
    <message>
        <source>Export the table of groups</source>
        <translation>导出分组表</translation>
    </message>
    <message>
        <source>Export the table of folds</source>
        <translation>导出各折表</translation>
    </message>
    <message>
        <source>Export the table of classes</source>
        <translation>导出各类别表</translation>
    </message>
    <message>
        <source>Plot copied to the clipboard</source>
        <translation>图已复制到剪贴板</translation>
    </message>
    <message numerus="yes">
        <source>Exported {path} (the sweep in %n frames)</source>
        <translation>
            <numerusform>已导出 {path}（扫描共 %n 帧）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Figure</name>
    <message>
        <source>cannot export {path}: unknown suffix {suffix}; use one of {choices}</source>
        <translation>无法导出 {path}：未知的后缀 {suffix}；请使用 {choices} 之一</translation>
    </message>
    <message>
        <source>nothing to export: no model with both classes is shown</source>
        <translation>没有可导出的内容：没有显示两类样例都有的模型</translation>
    </message>
    <message>
        <source>nothing to export: no data is shown</source>
        <translation>没有可导出的内容：没有显示数据</translation>
    </message>
    <message>
        <source>cannot write {path}: Qt could not save the PNG</source>
        <translation>无法写入 {path}：Qt 无法保存 PNG</translation>
    </message>
    <message>
        <source>scale {scale} does not fit a {width}x{height} figure (the plot needs at least 200 pixels a side at that scale)</source>
        <translation>比例 {scale} 不适合 {width}x{height} 的图（在此比例下，图每边至少需要 200 像素）</translation>
    </message>
    <message>
        <source>ROC curve exported by rocscope</source>
        <translation>由 rocscope 导出的 ROC 曲线</translation>
    </message>
    <message>
        <source>Precision-recall curve exported by rocscope</source>
        <translation>由 rocscope 导出的 P-R 曲线</translation>
    </message>
    <message>
        <source>DET curve exported by rocscope</source>
        <translation>由 rocscope 导出的 DET 曲线</translation>
    </message>
    <message>
        <source>cannot write {path}: Qt could not start painting the file</source>
        <translation>无法写入 {path}：Qt 无法开始绘制该文件</translation>
    </message>
    <message>
        <source>{score}: {numbers}</source>
        <translation>{score}：{numbers}</translation>
    </message>
    <message>
        <source>{name}, {score}</source>
        <translation>{name}，{score}</translation>
    </message>
    <message>
        <source>{name}, {score}: {numbers}</source>
        <translation>{name}，{score}：{numbers}</translation>
    </message>
    <message>
        <source>score {column}, positives in {counts}</source>
        <translation>分数 {column}，正例数在 {counts}</translation>
    </message>
    <message>
        <source>score {column}, positive {value}</source>
        <translation>分数 {column}，正例 {value}</translation>
    </message>
    <message>
        <source>score {column}</source>
        <translation>分数 {column}</translation>
    </message>
    <message>
        <source>{count} models; {name}</source>
        <translation>{count} 个模型；{name}</translation>
    </message>
    <message>
        <source>AUC = {auc}, ties best</source>
        <translation>AUC = {auc}，并列取最好</translation>
    </message>
    <message>
        <source>AUC = {auc}, ties worst</source>
        <translation>AUC = {auc}，并列取最坏</translation>
    </message>
    <message>
        <source>{numbers}; macro AUC = {macro}, micro AUC = {micro}</source>
        <translation>{numbers}；宏平均 AUC = {macro}，微平均 AUC = {micro}</translation>
    </message>
    <message>
        <source>step {step} of {last}: t = {t}, TP {tp}, FP {fp}, AUC so far {auc}</source>
        <translation>第 {step} 步，共 {last} 步：t = {t}，TP {tp}，FP {fp}，目前的 AUC {auc}</translation>
    </message>
</context>
<context>
    <name>LoadController</name>
    <message>
        <source>Computing the curve…</source>
        <translation>正在计算曲线…</translation>
    </message>
    <message>
        <source>Reading {source}…</source>
        <translation>正在读取 {source}…</translation>
    </message>
    <message>
        <source>Loading {source}…</source>
        <translation>正在加载 {source}…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Load Without Missing Rows</source>
        <translation>略去缺失值的行后加载</translation>
    </message>
    <message>
        <source>Stopped loading {source}. Open a file (File → Open, or drop one on the window), or look at the example first.</source>
        <translation>已停止加载 {source}。请打开一个文件（文件 → 打开，或把文件拖到窗口上），或先看看示例。</translation>
    </message>
    <message>
        <source>Show the Example</source>
        <translation>显示示例</translation>
    </message>
    <message>
        <source>{message}; rows with missing values can be left out (File → Leave Out Missing Rows)</source>
        <translation>{message}；可以略去有缺失值的行（文件 → 略去缺失值的行）</translation>
    </message>
    <message>
        <source>the query</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>the example</source>
        <translation>示例</translation>
    </message>
    <message>
        <source>{source}: not enough memory to load this</source>
        <translation>{source}：内存不足，无法加载</translation>
    </message>
    <message>
        <source>internal error while loading {source}: {error} (please report this)</source>
        <translation>加载 {source} 时出现内部错误：{error}（请报告此问题）</translation>
    </message>
    <message numerus="yes">
        <source>Left out %Ln rows with missing values.</source>
        <translation>
            <numerusform>有缺失值的 %Ln 行已略去。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Prediction files (*.csv *.tsv *.txt *.gz *.parquet *.feather *.arrow);;All files (*)</source>
        <translation>预测文件 (*.csv *.tsv *.txt *.gz *.parquet *.feather *.arrow);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Eight samples, one tie (the notes&apos; example)</source>
        <translation>八个样例，一处并列（笔记中的例子）</translation>
    </message>
    <message>
        <source>Five click predictions</source>
        <translation>五个点击预测</translation>
    </message>
    <message>
        <source>Five click predictions as a click log</source>
        <translation>五个点击预测，点击日志形式</translation>
    </message>
    <message>
        <source>Clicks by user, an AUC per user (GAUC)</source>
        <translation>按用户的点击，每个用户一个 AUC（GAUC）</translation>
    </message>
    <message>
        <source>Five cross-validation folds, a curve per fold</source>
        <translation>五折交叉验证，每折一条曲线</translation>
    </message>
    <message>
        <source>Three models of the same samples</source>
        <translation>同一批样例上的三个模型</translation>
    </message>
    <message>
        <source>Model a alone</source>
        <translation>仅模型 a</translation>
    </message>
    <message>
        <source>Model b alone, rows in another order</source>
        <translation>仅模型 b，行顺序不同</translation>
    </message>
    <message>
        <source>Three classes, one curve each (one vs rest)</source>
        <translation>三个类别，每类一条曲线（一对其余）</translation>
    </message>
    <message>
        <source>Sweep replay</source>
        <translation>扫描回放</translation>
    </message>
    <message>
        <source>Formulas</source>
        <translation>公式</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>排序</translation>
    </message>
    <message>
        <source>Click log</source>
        <translation>点击日志</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>Seeing why</source>
        <translation>原理演示</translation>
    </message>
    <message>
        <source>Strata</source>
        <translation>分层</translation>
    </message>
    <message>
        <source>Operating point</source>
        <translation>工作点</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Compare models</source>
        <translation>模型比较</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a prediction file (CSV, TSV, Parquet, Feather)</source>
        <translation>打开预测文件（CSV、TSV、Parquet、Feather）</translation>
    </message>
    <message>
        <source>Open &amp;Folder…</source>
        <translation>打开文件夹(&amp;F)…</translation>
    </message>
    <message>
        <source>Open a folder of Parquet (or CSV) files as one data set, computed by DuckDB out of memory</source>
        <translation>把一个存放 Parquet（或 CSV）文件的文件夹作为一个数据集打开，由 DuckDB 在内存之外计算</translation>
    </message>
    <message>
        <source>&amp;Add Model…</source>
        <translation>添加模型(&amp;A)…</translation>
    </message>
    <message>
        <source>Add a score column of another file as a model beside those shown (paired when the files hold the same samples)</source>
        <translation>把另一个文件的分数列作为模型，与已显示的模型并列（两个文件为同一批样例时成对比较）</translation>
    </message>
    <message>
        <source>Choose &amp;Columns…</source>
        <translation>选择列(&amp;C)…</translation>
    </message>
    <message>
        <source>Pick other score/label columns of this file</source>
        <translation>选择此文件的其他分数列/标记列</translation>
    </message>
    <message>
        <source>&amp;Groups and Folds…</source>
        <translation>分组与折(&amp;G)…</translation>
    </message>
    <message>
        <source>Split this file&apos;s samples by a column: an AUC per group (GAUC), a curve per cross-validation fold</source>
        <translation>按某一列拆分此文件的样例：每组一个 AUC（GAUC），每个交叉验证折一条曲线</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Leave Out &amp;Missing Rows</source>
        <translation>略去缺失值的行(&amp;M)</translation>
    </message>
    <message>
        <source>Load files leaving out rows whose score, label or count is missing (the number left out is reported)</source>
        <translation>加载文件时略去分数、标记或计数缺失的行（并报告略去的行数）</translation>
    </message>
    <message>
        <source>Export &amp;Plot…</source>
        <translation>导出图(&amp;P)…</translation>
    </message>
    <message>
        <source>Save the plot shown as PNG, SVG or PDF, or the sweep as an animated GIF</source>
        <translation>将显示的图保存为 PNG、SVG 或 PDF，或将扫描保存为 GIF 动画</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Export &amp;Data…</source>
        <translation>导出数据(&amp;D)…</translation>
    </message>
    <message>
        <source>Save the curve&apos;s vertices (CSV) or the summary (JSON)</source>
        <translation>保存曲线的顶点（CSV）或摘要（JSON）</translation>
    </message>
    <message>
        <source>&amp;Copy Plot</source>
        <translation>复制图(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the ROC plot as an image</source>
        <translation>将 ROC 图复制为图像</translation>
    </message>
    <message>
        <source>Order tied samples: {ordering}</source>
        <translation>并列样例的排序：{ordering}</translation>
    </message>
    <message>
        <source>Show tie &amp;band (best − worst)</source>
        <translation>显示并列带(&amp;B)（最好 − 最坏）</translation>
    </message>
    <message>
        <source>Shade the area between the best and worst curves</source>
        <translation>为最好与最坏曲线之间的区域着色</translation>
    </message>
    <message>
        <source>Tie band</source>
        <translation>并列带</translation>
    </message>
    <message>
        <source>Shade &amp;AUC area</source>
        <translation>为 AUC 区域着色(&amp;A)</translation>
    </message>
    <message>
        <source>Shade ℓ_&amp;rank area</source>
        <translation>为 ℓ_rank 区域着色(&amp;R)</translation>
    </message>
    <message>
        <source>Pair &amp;grid (small data)</source>
        <translation>样例对网格(&amp;G)（小数据）</translation>
    </message>
    <message>
        <source>&amp;Reset Zoom</source>
        <translation>重置缩放(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Next Score (lower t)</source>
        <translation>下一个分数(&amp;N)（t 降低）</translation>
    </message>
    <message>
        <source>&amp;Previous Score (higher t)</source>
        <translation>上一个分数(&amp;P)（t 升高）</translation>
    </message>
    <message>
        <source>t = +∞ (nothing positive)</source>
        <translation>t = +∞（没有预测为正例）</translation>
    </message>
    <message>
        <source>t = lowest score (everything positive)</source>
        <translation>t = 最低分数（全部预测为正例）</translation>
    </message>
    <message>
        <source>What the &amp;Colours Mean</source>
        <translation>颜色的含义(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;About rocscope</source>
        <translation>关于 rocscope(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Examples</source>
        <translation>示例(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>面板(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Threshold</source>
        <translation>阈值(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source> Ties: </source>
        <translation> 并列：</translation>
    </message>
    <message>
        <source> Threshold t: </source>
        <translation> 阈值 t：</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>（暂无）</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>清除列表</translation>
    </message>
    <message>
        <source>{title} ({file})</source>
        <translation>{title}（{file}）</translation>
    </message>
    <message>
        <source>t = {t} is Youden&apos;s best vertex (where the threshold starts): J = TPR − FPR = {j}. Home moves it to +∞, End to the lowest score.</source>
        <translation>t = {t} 是约登指数 J 最大的顶点（阈值从这里开始）：J = TPR − FPR = {j}。按 Home 移到 +∞，按 End 移到最低分数。</translation>
    </message>
    <message>
        <source>Open predictions</source>
        <translation>打开预测文件</translation>
    </message>
    <message>
        <source>Open a folder of files</source>
        <translation>打开文件夹</translation>
    </message>
    <message>
        <source>Groups and folds split one score column&apos;s samples: a model of K classes is split by class.</source>
        <translation>分组与折拆分的是单个分数列的样例：K 个类别的模型已按类别拆分。</translation>
    </message>
    <message>
        <source>Add a model from a file</source>
        <translation>从文件添加模型</translation>
    </message>
    <message>
        <source>What the colours mean</source>
        <translation>颜色的含义</translation>
    </message>
    <message>
        <source>About rocscope</source>
        <translation>关于 rocscope</translation>
    </message>
    <message>
        <source>&lt;b&gt;rocscope&lt;/b&gt; shows exactly how a classifier&apos;s ROC curve and AUC come out of its scores, ties included.&lt;br&gt;MIT licence.</source>
        <translation>&lt;b&gt;rocscope&lt;/b&gt; 精确展示分类器的 ROC 曲线和 AUC 如何由它的分数得出，包括并列的情形。&lt;br&gt;MIT 许可证。</translation>
    </message>
</context>
<context>
    <name>StrataChooser</name>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Groups and folds of {file}</source>
        <translation>{file} 的分组与折</translation>
    </message>
    <message>
        <source>Split the samples by a column: a &lt;b&gt;group&lt;/b&gt; column gives each group&apos;s AUC and their means (GAUC: users, queries, sessions); a &lt;b&gt;fold&lt;/b&gt; column gives each cross-validation fold&apos;s curve and their average with a band. The file is read again; its models keep their score columns.</source>
        <translation>按某一列拆分样例：&lt;b&gt;分组&lt;/b&gt;列给出每组的 AUC 及其平均（GAUC：按用户、查询、会话）；&lt;b&gt;折&lt;/b&gt;列给出每个交叉验证折的曲线，以及它们的平均和带。文件会重新读取；其中的模型保留各自的分数列。</translation>
    </message>
    <message>
        <source>Group column</source>
        <translation>分组列</translation>
    </message>
    <message>
        <source>Fold column</source>
        <translation>折列</translation>
    </message>
</context>
</TS>
