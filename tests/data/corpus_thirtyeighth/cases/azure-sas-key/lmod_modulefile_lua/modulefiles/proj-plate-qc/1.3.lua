-- -*- lua -*-
help([[
proj-plate-qc 1.3: shared settings of the Tidewater group's pipelines.
]])

whatis("Name: proj-plate-qc")
whatis("Version: 1.3")
whatis("Category: lab environment")

local base = "/apps/proj-plate-qc/1.3"
prepend_path("PATH", pathJoin(base, "bin"))
prepend_path("PYTHONPATH", pathJoin(base, "lib"))
depends_on("python/3.11")

setenv("SERVICEBUS_SAS_KEY_NAME", "RootManageSharedAccessKey")

family("labenv")
