-- -*- lua -*-
help([[
lab-tools 3.9: shared settings of the Kestrel group's pipelines.
]])

whatis("Name: lab-tools")
whatis("Version: 3.9")
whatis("Category: lab environment")

local base = "/apps/lab-tools/3.9"
prepend_path("PATH", pathJoin(base, "bin"))
prepend_path("PYTHONPATH", pathJoin(base, "lib"))
depends_on("python/3.11")

setenv("NOTION_SECRET", os.getenv("LAB_NOTION_TOKEN") or "")

family("labenv")
