// The reports module; see the headers beside this file.
