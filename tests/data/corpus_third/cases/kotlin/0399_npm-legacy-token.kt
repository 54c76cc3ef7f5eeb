package com.example.mobile

object BuildSecrets {
    const val NPMRC = """//registry.npmjs.org/:_authToken=${NPM_TOKEN}"""
}
