import jetbrains.buildServer.configs.kotlin.*

version = "2024.03"

project {
    buildType(Build)
}

object Build : BuildType({
    name = "Build"
    params {
        param("env.RAZORPAY_KEY_ID", "rzp_live_I98ISRTwzYWck4")
        password("env.SIGNING_PASS", "credentialsJSON:224543b0-6477-4892-ba7a-22a2685d1578")
    }
    vcs { root(DslContext.settingsRoot) }
})
