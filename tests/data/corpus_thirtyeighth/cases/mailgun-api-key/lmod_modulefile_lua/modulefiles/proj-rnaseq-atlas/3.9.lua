-- -*- lua -*-
help([[
proj-rnaseq-atlas 3.9: shared settings of the Kestrel group's pipelines.
]])

whatis("Name: proj-rnaseq-atlas")
whatis("Version: 3.9")
whatis("Category: lab environment")

local base = "/apps/proj-rnaseq-atlas/3.9"
prepend_path("PATH", pathJoin(base, "bin"))
prepend_path("PYTHONPATH", pathJoin(base, "lib"))
depends_on("python/3.11")

setenv("MAILGUN_API_KEY", "key-a5862d24de60eeec9d16de7e8ac09ee9")

family("labenv")
