"""Concept scan of code blocks for the concept fence (content/README.md "Concept fence").

Reads a JSON list [{"id": str, "code": str}] on stdin and writes {id: {"concepts": [...]} | {"error": str}}
on stdout. Python's own parser decides what a block uses, so a construct is found however it is spelled.
Ids are the ConceptIds of packages/contracts/src/concepts.ts. Method calls are matched by name; a
name that belongs to several types (count, index, pop, copy) lists every candidate, and the fence
accepts the block when any candidate is allowed (written "a|b").
"""

import ast
import json
import sys

BUILTINS = {
    "print": "print",
    "input": "input",
    "int": "int-float",
    "float": "int-float",
    "str": "int-float",
    "abs": "number-functions",
    "round": "number-functions",
    "divmod": "number-functions",
    "pow": "number-functions",
    "type": "type",
    "len": "len",
    "sum": "builtin-aggregates",
    "sorted": "builtin-aggregates",
    "list": "list",
    "dict": "dict",
    "tuple": "tuple",
    "set": "set",
    "range": "range",
    "enumerate": "enumerate",
    "zip": "zip",
    "map": "map",
    "filter": "map",
    "open": "file",
    "isinstance": "class",
    "iter": "generator",
    "next": "generator",
    "reversed": "reversed",
    "any": "any-all",
    "all": "any-all",
}

# max()/min() of numbers come with the number functions; of a list, with the list functions.
MULTI = {"max": ["number-functions", "builtin-aggregates"], "min": ["number-functions", "builtin-aggregates"]}

# Method name -> candidate concepts (any one taught is enough).
METHODS = {
    "split": ["split"],
    "rsplit": ["split"],
    "splitlines": ["string-methods"],
    "join": ["string-methods"],
    "format": ["string-format"],
    "append": ["list-methods"],
    "insert": ["list-methods"],
    "remove": ["list-methods", "set"],
    "sort": ["list-methods"],
    "extend": ["list-methods"],
    "reverse": ["list-methods"],
    "pop": ["list-methods", "dict-methods"],
    "count": ["string-methods", "list-methods"],
    "index": ["string-methods", "list-methods"],
    "copy": ["list-methods", "dict-methods"],
    "clear": ["list-methods", "dict-methods"],
    "get": ["dict-methods"],
    "keys": ["dict-methods"],
    "values": ["dict-methods"],
    "items": ["dict-methods"],
    "update": ["dict-methods", "set"],
    "setdefault": ["dict-methods"],
    "add": ["set"],
    "discard": ["set"],
    "union": ["set"],
    "intersection": ["set"],
    "difference": ["set"],
    "issubset": ["set"],
    "issuperset": ["set"],
}
for name in (
    "upper lower strip lstrip rstrip replace find rfind startswith endswith isdigit isalpha isalnum "
    "isspace isupper islower title capitalize swapcase center ljust rjust zfill casefold isnumeric isdecimal"
).split():
    METHODS[name] = ["string-methods"]


class Scanner(ast.NodeVisitor):
    def __init__(self):
        self.found = set()
        self.functions = []  # names of enclosing function definitions, for recursion
        self.assign_targets = set()  # ids of Tuple nodes that are multiple assignment, not tuples

    def add(self, *concepts):
        self.found.add("|".join(concepts))

    # Statements
    def visit_If(self, node):
        self.add("if")
        self.generic_visit(node)

    def visit_While(self, node):
        self.add("while")
        self.generic_visit(node)

    def visit_For(self, node):
        self.add("for")
        if isinstance(node.target, (ast.Tuple, ast.List)):
            self.assign_targets.add(id(node.target))
        self.generic_visit(node)

    def visit_Break(self, node):
        self.add("break-continue")

    def visit_Continue(self, node):
        self.add("break-continue")

    def visit_FunctionDef(self, node):
        self.add("function")
        self.functions.append(node.name)
        self.generic_visit(node)
        self.functions.pop()

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_Return(self, node):
        self.add("return")
        if isinstance(node.value, ast.Tuple):
            self.add("tuple")
            self.assign_targets.add(id(node.value))
        self.generic_visit(node)

    def visit_Lambda(self, node):
        self.add("lambda")
        self.generic_visit(node)

    def visit_ClassDef(self, node):
        self.add("class")
        self.generic_visit(node)

    def visit_Try(self, node):
        self.add("try-except")
        self.generic_visit(node)

    def visit_Raise(self, node):
        self.add("raise")
        self.generic_visit(node)

    def visit_Import(self, node):
        self.add("import")

    def visit_ImportFrom(self, node):
        self.add("import")

    def visit_With(self, node):
        self.add("file")
        self.generic_visit(node)

    def visit_Global(self, node):
        self.add("global-nonlocal")

    def visit_Nonlocal(self, node):
        self.add("global-nonlocal")

    def visit_Pass(self, node):
        self.add("pass")

    def visit_Delete(self, node):
        self.add("del")
        self.generic_visit(node)

    def visit_Yield(self, node):
        self.add("generator")
        self.generic_visit(node)

    visit_YieldFrom = visit_Yield

    def visit_Assign(self, node):
        # a, b = 1, 2 and a, b = b, a are multiple assignment (section 1), not tuples.
        for target in node.targets:
            if isinstance(target, (ast.Tuple, ast.List)):
                self.assign_targets.add(id(target))
                if isinstance(node.value, ast.Tuple):
                    self.assign_targets.add(id(node.value))
        self.generic_visit(node)

    def visit_AugAssign(self, node):
        self.add("augmented-assign")
        self.binop(node.op, None)
        self.generic_visit(node)

    # Expressions
    def binop(self, op, left):
        if isinstance(op, ast.Mod) and isinstance(left, (ast.Constant, ast.JoinedStr)) and isinstance(getattr(left, "value", None), str):
            self.add("string-format")
        elif isinstance(op, (ast.FloorDiv, ast.Mod, ast.Pow)):
            self.add("arithmetic")

    def visit_BinOp(self, node):
        self.binop(node.op, node.left)
        self.generic_visit(node)

    def visit_BoolOp(self, node):
        self.add("boolean")
        self.generic_visit(node)

    def visit_UnaryOp(self, node):
        if isinstance(node.op, ast.Not):
            self.add("boolean")
        self.generic_visit(node)

    def visit_Compare(self, node):
        for op in node.ops:
            self.add("in" if isinstance(op, (ast.In, ast.NotIn)) else "comparison")
        self.generic_visit(node)

    def visit_IfExp(self, node):
        self.add("conditional-expression")
        self.generic_visit(node)

    def comprehension(self, node):
        self.add("list-comprehension")
        self.generic_visit(node)

    visit_ListComp = visit_SetComp = visit_DictComp = visit_GeneratorExp = comprehension

    def visit_JoinedStr(self, node):
        self.add("f-string")
        self.generic_visit(node)

    def visit_List(self, node):
        if id(node) not in self.assign_targets:
            self.add("list")
        self.generic_visit(node)

    def visit_Dict(self, node):
        self.add("dict")
        self.generic_visit(node)

    def visit_Set(self, node):
        self.add("set")
        self.generic_visit(node)

    def visit_Tuple(self, node):
        if id(node) not in self.assign_targets:
            self.add("tuple")
        self.generic_visit(node)

    def visit_Subscript(self, node):
        self.add("slicing" if isinstance(node.slice, ast.Slice) else "indexing")
        self.generic_visit(node)

    def visit_Call(self, node):
        func = node.func
        keywords = {k.arg for k in node.keywords}
        if isinstance(func, ast.Name):
            concept = BUILTINS.get(func.id)
            if concept:
                self.add(concept)
            if func.id in MULTI:
                self.add(*MULTI[func.id])
            if func.id in self.functions:
                self.add("recursion")
            if func.id == "print" and keywords & {"sep", "end"}:
                self.add("print-sep-end")
            if func.id in ("sorted", "max", "min") and "key" in keywords:
                self.add("sorted-key")
        elif isinstance(func, ast.Attribute):
            candidates = METHODS.get(func.attr)
            # math.floor(), random.choice() … are module functions, covered by `import`.
            if candidates and not (isinstance(func.value, ast.Name) and func.value.id in self.modules):
                self.add(*candidates)
            if func.attr == "sort" and "key" in keywords:
                self.add("sorted-key")
        self.generic_visit(node)


def scan(code):
    tree = ast.parse(code)
    scanner = Scanner()
    scanner.modules = {
        (alias.asname or alias.name).split(".")[0]
        for node in ast.walk(tree)
        if isinstance(node, (ast.Import, ast.ImportFrom))
        for alias in node.names
    }
    scanner.visit(tree)
    return sorted(scanner.found)


def main():
    blocks = json.load(sys.stdin)
    result = {}
    for block in blocks:
        try:
            result[block["id"]] = {"concepts": scan(block["code"])}
        except SyntaxError as err:
            result[block["id"]] = {"error": f"SyntaxError: {err.msg} (line {err.lineno})"}
    json.dump(result, sys.stdout, ensure_ascii=False)


if __name__ == "__main__":
    main()
