"""Loading models: the request's data sets read once, one model per score column, named,
paired and compared the same way for the command line, the window and Python."""

from .comparing import compare_each
from .load import Question, load_models
from .model import LoadedModel, model_of, require_both_classes
from .model_strata import fold_summary, group_summary
from .naming import model_names
from .pairing import pairing, pairing_notes, with_ids

__all__ = ["LoadedModel", "Question", "compare_each", "fold_summary", "group_summary",
           "load_models", "model_names", "model_of", "pairing", "pairing_notes",
           "require_both_classes", "with_ids"]
