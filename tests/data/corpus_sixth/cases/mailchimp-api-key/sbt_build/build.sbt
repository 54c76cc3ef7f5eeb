ThisBuild / organization := "io.acmecorp"
ThisBuild / scalaVersion := "3.5.0"
ThisBuild / version      := "3.3.1-SNAPSHOT"

lazy val root = (project in file("."))
  .settings(
    name := "ingest-service",
    libraryDependencies ++= Seq(
      "org.http4s" %% "http4s-ember-server" % "0.23.22",
      "org.scalameta" %% "munit" % "1.0.0" % Test
    ),
    Test / fork := true,
    Test / envVars := Map(
      "MC_API_KEY" -> "35432d6c90955b8a23287b62a7107b92-us5",
      "APP_ENV" -> "test"
    ),
    resolvers += "Acme Releases" at "https://acmecorp.jfrog.io/artifactory/libs-release",
    credentials += Credentials(Path.userHome / ".sbt" / ".credentials")
  )
