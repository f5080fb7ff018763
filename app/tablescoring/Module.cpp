// Table scoring; see the headers beside this file.
