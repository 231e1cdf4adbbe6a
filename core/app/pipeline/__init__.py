"""Loading models: the request's data sets read once, one model per score column, named,
paired and compared the same way for the command line, the window and Python."""

from .comparing import ModelComparison, compare_each, compare_models
from .load import Ask, Question, load_models, renamed
from .model import LoadedModel, model_of, require_both_classes
from .model_strata import (
    FoldSummary,
    GroupSummary,
    ModelStrata,
    Stratification,
    fold_summary,
    group_summary,
)
from .naming import model_names, model_notes
from .pairing import ModelPair, ids_of, pairing, pairing_notes, with_ids

__all__ = ["Ask", "FoldSummary", "GroupSummary", "LoadedModel", "ModelStrata", "Stratification",
           "fold_summary", "group_summary", "ModelComparison", "ModelPair", "Question", "compare_each",
           "compare_models", "ids_of", "load_models", "model_names", "model_notes", "model_of", "pairing",
           "pairing_notes", "renamed", "require_both_classes", "with_ids"]
