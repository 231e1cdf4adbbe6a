"""The window's model without Qt: a session of ROC models (see :mod:`.session`)."""

from gui.model.prepared import ModelData, prepare_model_data
from gui.model.session import Analysis, Display, Message, Model, Session

__all__ = ["Analysis", "Display", "Message", "Model", "ModelData", "Session", "prepare_model_data"]
