-- -*- lua -*-
help([[
proj-plate-qc 3.2: shared settings of the Quillon group's pipelines.
]])

whatis("Name: proj-plate-qc")
whatis("Version: 3.2")
whatis("Category: lab environment")

local base = "/apps/proj-plate-qc/3.2"
prepend_path("PATH", pathJoin(base, "bin"))
prepend_path("PYTHONPATH", pathJoin(base, "lib"))
depends_on("python/3.11")

setenv("LINEAR_CLIENT_ID", "6313bad8708ce9f8ebdd6963dce92898")

family("labenv")
