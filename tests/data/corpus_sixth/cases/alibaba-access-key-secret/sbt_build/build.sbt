ThisBuild / organization := "io.acmecorp"
ThisBuild / scalaVersion := "3.4.3"
ThisBuild / version      := "0.9.9-SNAPSHOT"

lazy val root = (project in file("."))
  .settings(
    name := "ingest-service",
    libraryDependencies ++= Seq(
      "org.http4s" %% "http4s-ember-server" % "0.23.27",
      "org.scalameta" %% "munit" % "1.0.0" % Test
    ),
    Test / fork := true,
    Test / envVars := Map(
      "ALIBABA_CLOUD_ACCESS_KEY_ID" -> "LTAI6wMGIpb0i0E6iHICNCnG",
      "ALIBABA_CLOUD_ACCESS_KEY_SECRET" -> "dGfmMH8xIjwBP6akrAnOM9TJBoqTvZ",
      "APP_ENV" -> "test"
    ),
    resolvers += "Acme Releases" at "https://acmecorp.jfrog.io/artifactory/libs-release",
    credentials += Credentials(Path.userHome / ".sbt" / ".credentials")
  )
