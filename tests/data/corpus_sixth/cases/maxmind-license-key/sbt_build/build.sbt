ThisBuild / organization := "io.acmecorp"
ThisBuild / scalaVersion := "3.5.3"
ThisBuild / version      := "2.16.15-SNAPSHOT"

lazy val root = (project in file("."))
  .settings(
    name := "orders-service",
    libraryDependencies ++= Seq(
      "org.http4s" %% "http4s-ember-server" % "0.23.21",
      "org.scalameta" %% "munit" % "1.0.0" % Test
    ),
    Test / fork := true,
    Test / envVars := Map(
      "MAXMIND_ACCOUNT_ID" -> "862109",
      "MAXMIND_LICENSE_KEY" -> "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",
      "APP_ENV" -> "test"
    ),
    resolvers += "Acme Releases" at "https://acmecorp.jfrog.io/artifactory/libs-release",
    credentials += Credentials(Path.userHome / ".sbt" / ".credentials")
  )
