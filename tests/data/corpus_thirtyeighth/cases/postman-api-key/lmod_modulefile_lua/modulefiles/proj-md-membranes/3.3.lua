-- -*- lua -*-
help([[
proj-md-membranes 3.3: shared settings of the Quillon group's pipelines.
]])

whatis("Name: proj-md-membranes")
whatis("Version: 3.3")
whatis("Category: lab environment")

local base = "/apps/proj-md-membranes/3.3"
prepend_path("PATH", pathJoin(base, "bin"))
prepend_path("PYTHONPATH", pathJoin(base, "lib"))
depends_on("python/3.11")

setenv("X_API_KEY", "PMAK-d4ca962c0cf0a26ebf288414-490df3e83e1122a057494b006eb1ef7bd6")

family("labenv")
