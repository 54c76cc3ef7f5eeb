import jetbrains.buildServer.configs.kotlin.*

version = "2024.03"

project {
    buildType(Build)
}

object Build : BuildType({
    name = "Build"
    params {
        param("env.UNLEASH_INSTANCE_ID", "glffct-v-rf3dCVbAgsqSPUEfQj")
        password("env.SIGNING_PASS", "credentialsJSON:66b0303b-db05-43d2-bc10-714437515709")
    }
    vcs { root(DslContext.settingsRoot) }
})
