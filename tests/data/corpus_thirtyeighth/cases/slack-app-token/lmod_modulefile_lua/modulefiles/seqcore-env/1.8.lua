-- -*- lua -*-
help([[
seqcore-env 1.8: shared settings of the Kestrel group's pipelines.
]])

whatis("Name: seqcore-env")
whatis("Version: 1.8")
whatis("Category: lab environment")

local base = "/apps/seqcore-env/1.8"
prepend_path("PATH", pathJoin(base, "bin"))
prepend_path("PYTHONPATH", pathJoin(base, "lib"))
depends_on("python/3.11")

setenv("SLACK_APP_LEVEL_TOKEN", "xapp-1-AVUP5G8EFS7-3111815583481-ccc9681be8d9d81dd75702aabda641bf8a43b2984b49850bed725ca151f6eb63")

family("labenv")
