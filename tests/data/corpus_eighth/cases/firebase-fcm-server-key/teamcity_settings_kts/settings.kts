import jetbrains.buildServer.configs.kotlin.*

version = "2024.03"

project {
    buildType(Build)
}

object Build : BuildType({
    name = "Build"
    params {
        param("env.GCM_API_KEY", "AAAA4e8LyY6:APA91b59tg4mFUqS41HxmQP2TYdUhrY3zgU5dPqmx-XKZfmyu4FDJ-sGSSbPjvFVLDVcTH1weWpbHZ3jxOcxTmhuoiLULgv0SHOXbCAG03TmF9jBoJ__NtLQhCTfHhAFBtxOPXStcuZy")
        password("env.SIGNING_PASS", "credentialsJSON:66431c1a-08f2-42ce-b3cb-d27b7ce8ce67")
    }
    vcs { root(DslContext.settingsRoot) }
})