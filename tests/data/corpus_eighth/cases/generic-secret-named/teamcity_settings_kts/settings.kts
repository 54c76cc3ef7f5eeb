import jetbrains.buildServer.configs.kotlin.*

version = "2024.03"

project {
    buildType(Build)
}

object Build : BuildType({
    name = "Build"
    params {
        param("env.TOKEN", "I8IrPmBbFxKakIM3fM9gMVbB5luiMfz82mg67aRa")
        password("env.SIGNING_PASS", "credentialsJSON:66ca0774-b2cf-4430-91db-a0ac4f7151fd")
    }
    vcs { root(DslContext.settingsRoot) }
})
