import jetbrains.buildServer.configs.kotlin.*

version = "2024.03"

project {
    buildType(Build)
}

object Build : BuildType({
    name = "Build"
    params {
        param("env.DG_KEY", "YOUR_DEEPGRAM_API_KEY_HERE")
        password("env.SIGNING_PASS", "credentialsJSON:2180ce2e-d156-440f-b76b-c8f25b7f09fe")
    }
    vcs { root(DslContext.settingsRoot) }
})
