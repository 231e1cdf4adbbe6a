"""The benchmark's peer: what a user would write without rocscope.

    python benchmarks/peer_script.py predictions.csv roc.png
"""

import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pandas as pd  # noqa: E402
from sklearn.metrics import roc_auc_score, roc_curve  # noqa: E402

frame = pd.read_csv(sys.argv[1])
fpr, tpr, _thresholds = roc_curve(frame["label"], frame["score"])
auc = roc_auc_score(frame["label"], frame["score"])
fig, ax = plt.subplots(figsize=(6, 6), dpi=200)
ax.plot(fpr, tpr, label=f"AUC = {auc:.4f}")
ax.plot([0, 1], [0, 1], "--", color="grey")
ax.set_xlabel("False positive rate")
ax.set_ylabel("True positive rate")
ax.legend(loc="lower right")
fig.savefig(sys.argv[2])
