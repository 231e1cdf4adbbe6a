"""The example the window opens on, built in so that it needs no file.

The eight samples of Zhou Zhihua's *Machine Learning* §2.3.3 as the study notes write
them (id, score, label; no header; ``+``/``-`` labels): one tie block (0.47) holds a
positive and a negative, so AUC = 21/32 (average), 11/16 (best), 5/8 (worst).
"""

from __future__ import annotations

from core.phrases import Phrase
from core.readers.dataset import LoadedData
from core.readers.loading import load

EIGHT_SAMPLES: bytes = (
    b"s1,0.77,+\n"
    b"s2,0.62,-\n"
    b"s3,0.58,+\n"
    b"s4,0.47,+\n"
    b"s5,0.47,-\n"
    b"s6,0.33,-\n"
    b"s7,0.23,+\n"
    b"s8,0.15,-\n"
)
# What the example is called where a file's name would be: a Phrase, said in the
# reader's language.
EIGHT_SAMPLES_NAME = Phrase("eight samples (embedded example)")


def embedded_example() -> LoadedData:
    """The eight samples, loaded through the same path as any file.

    >>> embedded_example().curve().auc_exact()
    Fraction(21, 32)
    """
    return load(EIGHT_SAMPLES, name=EIGHT_SAMPLES_NAME)
