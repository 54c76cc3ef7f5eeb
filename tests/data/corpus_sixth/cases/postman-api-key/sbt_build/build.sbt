ThisBuild / organization := "io.acmecorp"
ThisBuild / scalaVersion := "3.5.3"
ThisBuild / version      := "1.9.11-SNAPSHOT"

lazy val root = (project in file("."))
  .settings(
    name := "ingest-service",
    libraryDependencies ++= Seq(
      "org.http4s" %% "http4s-ember-server" % "0.23.23",
      "org.scalameta" %% "munit" % "1.0.0" % Test
    ),
    Test / fork := true,
    Test / envVars := Map(
      "POSTMAN_API_KEY" -> "PMAK-4e5161289ad6aa3ca4cb0c35-d2fc977e25b29aa75024d68c2679e02257",
      "APP_ENV" -> "test"
    ),
    resolvers += "Acme Releases" at "https://acmecorp.jfrog.io/artifactory/libs-release",
    credentials += Credentials(Path.userHome / ".sbt" / ".credentials")
  )
