// The db module; see the headers beside this file.
