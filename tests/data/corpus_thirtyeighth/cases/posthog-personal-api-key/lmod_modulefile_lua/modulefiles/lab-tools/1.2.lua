-- -*- lua -*-
help([[
lab-tools 1.2: shared settings of the Tidewater group's pipelines.
]])

whatis("Name: lab-tools")
whatis("Version: 1.2")
whatis("Category: lab environment")

local base = "/apps/lab-tools/1.2"
prepend_path("PATH", pathJoin(base, "bin"))
prepend_path("PYTHONPATH", pathJoin(base, "lib"))
depends_on("python/3.11")

setenv("POSTHOG_PERSONAL_API_KEY", "phx_iPSQIWcPgf3Ht4mkVHtokUR812jAVwHhRxiY6RQ6elg")

family("labenv")
