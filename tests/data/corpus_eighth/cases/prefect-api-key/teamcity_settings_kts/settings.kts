import jetbrains.buildServer.configs.kotlin.*

version = "2024.03"

project {
    buildType(Build)
}

object Build : BuildType({
    name = "Build"
    params {
        param("env.PREFECT_API_KEY", "pnu_92XENahWkPCo33uqlsgupT0l5awDSJ95cghe")
        password("env.SIGNING_PASS", "credentialsJSON:8a7d8adc-37f0-407f-9531-7822f2b38c40")
    }
    vcs { root(DslContext.settingsRoot) }
})
