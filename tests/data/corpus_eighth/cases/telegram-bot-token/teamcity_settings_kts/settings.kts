import jetbrains.buildServer.configs.kotlin.*

version = "2024.03"

project {
    buildType(Build)
}

object Build : BuildType({
    name = "Build"
    params {
        param("env.BOT_TOKEN", "7694575457:AALPL6crrI_jcFyumEJnTNkG1OACEceWPdY")
        password("env.SIGNING_PASS", "credentialsJSON:4a2bfb98-530d-4827-bc65-330865b0a653")
    }
    vcs { root(DslContext.settingsRoot) }
})