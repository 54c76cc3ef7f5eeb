import jetbrains.buildServer.configs.kotlin.*

version = "2024.03"

project {
    buildType(Build)
}

object Build : BuildType({
    name = "Build"
    params {
        param("env.DENO_DEPLOY_TOKEN", "{{ .Values.secrets.DENO_DEPLOY_TOKEN }}")
        password("env.SIGNING_PASS", "credentialsJSON:57b05362-1b07-4f56-9a29-c4eb81f6e4f9")
    }
    vcs { root(DslContext.settingsRoot) }
})
