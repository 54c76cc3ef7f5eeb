-- -*- lua -*-
help([[
lab-tools 2.3: shared settings of the Larkspur group's pipelines.
]])

whatis("Name: lab-tools")
whatis("Version: 2.3")
whatis("Category: lab environment")

local base = "/apps/lab-tools/2.3"
prepend_path("PATH", pathJoin(base, "bin"))
prepend_path("PYTHONPATH", pathJoin(base, "lib"))
depends_on("python/3.11")

setenv("VAULT_TOKEN", "root")

family("labenv")
