import jetbrains.buildServer.configs.kotlin.*

version = "2024.03"

project {
    buildType(Build)
}

object Build : BuildType({
    name = "Build"
    params {
        param("env.ANTHROPIC_ADMIN_KEY", "sk-ant-admin01-UwgFkQ_6EyL9thEFHRjdSV2RgS5SbZcT-7kJSrNcnH-9UY4FQfZ260lihB-hM0ZBnGGsrA9XTmoV1g1NPJhujNGXDOO_aAA")
        password("env.SIGNING_PASS", "credentialsJSON:4477e74c-9bb1-4737-a8bb-c62c90514724")
    }
    vcs { root(DslContext.settingsRoot) }
})
