import jetbrains.buildServer.configs.kotlin.*

version = "2024.03"

project {
    buildType(Build)
}

object Build : BuildType({
    name = "Build"
    params {
        param("env.DO_TOKEN", "dop_v1_d30ebc104ebb1de397046108998227cd2bc6bb88fc97ef656c51c04933483b06")
        password("env.SIGNING_PASS", "credentialsJSON:8cc7ea21-72c0-4c77-ae2a-4ff40a5b26fc")
    }
    vcs { root(DslContext.settingsRoot) }
})
