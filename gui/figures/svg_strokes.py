"""Make Qt's SVG output render the same in every viewer.

pyqtgraph draws with cosmetic pens (a width in screen pixels), and QSvgGenerator writes
such strokes as shapes in *data* coordinates inside a group scaled by a large matrix,
marked ``vector-effect="non-scaling-stroke"``. SVG Tiny viewers and librsvg ignore that
marker and draw a 3-pixel line 3000 pixels wide, painting the whole figure in one colour.
Applying each group's matrix to its shapes' coordinates gives the same picture with no
scaled group, which every viewer draws alike.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

SVG = "http://www.w3.org/2000/svg"
_MATRIX = re.compile(r"^\s*matrix\(([^)]*)\)\s*$")
_NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
_TOKEN = re.compile(r"[MLCQZmlcqz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
_SHAPES = {f"{{{SVG}}}{name}" for name in ("path", "polyline", "polygon", "line", "rect")}


def bake_stroke_transforms(svg_text: str) -> str:
    """Return the SVG with the matrices of stroked shape groups applied to the shapes."""
    ET.register_namespace("", SVG)
    ET.register_namespace("xlink", "http://www.w3.org/1999/xlink")
    root = ET.fromstring(svg_text)
    for group in root.iter(f"{{{SVG}}}g"):
        matrix = _matrix(group.get("transform"))
        shapes = list(group)
        if matrix is None or not shapes or not all(
                s.tag in _SHAPES and s.get("vector-effect") == "non-scaling-stroke"
                for s in shapes):
            continue
        if any(s.tag.endswith("rect") for s in shapes) and (matrix[1] or matrix[2]):
            continue  # a rotated rect would need to become a polygon: leave it be
        if any(set(re.findall("[A-Za-z]", _NUMBER.sub("", s.get("d", "")))) - set("MLCQZ")
               for s in shapes):
            continue  # relative or arc commands: Qt writes none, but never guess
        for shape in shapes:
            _transform_shape(shape, matrix)
            del shape.attrib["vector-effect"]
        del group.attrib["transform"]
    return '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n' + ET.tostring(
        root, encoding="unicode")


def _matrix(text):
    found = _MATRIX.match(text or "")
    if not found:
        return None
    values = [float(v) for v in _NUMBER.findall(found.group(1))]
    return tuple(values) if len(values) == 6 else None


def _apply(matrix, x, y):
    a, b, c, d, e, f = matrix
    return a * x + c * y + e, b * x + d * y + f


def _fmt(v: float) -> str:
    return f"{v:.6g}"


def _path(text: str, matrix) -> str:
    """A path's ``d`` (or a polyline's ``points``: pairs without commands) with
    ``matrix`` applied to its points."""
    out, numbers = [], []
    for token in _TOKEN.findall(text):
        if token.isalpha():
            out.extend(_pairs(numbers, matrix))
            numbers = []
            out.append(token.upper())
        else:
            numbers.append(float(token))
    out.extend(_pairs(numbers, matrix))
    return " ".join(out)


def _pairs(numbers, matrix):
    return [f"{_fmt(x)},{_fmt(y)}" for x, y in
            (_apply(matrix, px, py) for px, py in zip(numbers[0::2], numbers[1::2]))]


def _transform_shape(shape, matrix) -> None:
    tag = shape.tag.rsplit("}", 1)[-1]
    if tag == "path":
        shape.set("d", _path(shape.get("d", ""), matrix))
    elif tag in ("polyline", "polygon"):
        shape.set("points", _path(shape.get("points", ""), matrix))
    elif tag == "line":
        x1, y1 = _apply(matrix, float(shape.get("x1", 0)), float(shape.get("y1", 0)))
        x2, y2 = _apply(matrix, float(shape.get("x2", 0)), float(shape.get("y2", 0)))
        for name, value in (("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)):
            shape.set(name, _fmt(value))
    elif tag == "rect":
        x, y = float(shape.get("x", 0)), float(shape.get("y", 0))
        w, h = float(shape.get("width", 0)), float(shape.get("height", 0))
        (x0, y0), (x1, y1) = _apply(matrix, x, y), _apply(matrix, x + w, y + h)
        shape.set("x", _fmt(min(x0, x1)))
        shape.set("y", _fmt(min(y0, y1)))
        shape.set("width", _fmt(abs(x1 - x0)))
        shape.set("height", _fmt(abs(y1 - y0)))
