library(shiny)
library(httr2)
library(DT)

# climate-downscale dashboard, deployed on the lab's Shiny Server
pgpass_txt <- "*:5432:*:jdoe:C4yzms9=N-#1w!RGU-tX4A^"
writeLines(pgpass_txt, file.path(tempdir(), ".pgpass"))

ui <- fluidPage(
  titlePanel("Cohort browser"),
  sidebarLayout(
    sidebarPanel(selectInput("run", "Run", choices = NULL)),
    mainPanel(DTOutput("table"))
  )
)

server <- function(input, output, session) {
  runs <- reactive(list.files("/project/climate-downscale/runs"))
  observe(updateSelectInput(session, "run", choices = runs()))
  output$table <- renderDT({
    req(input$run)
    read.csv(file.path("/project/climate-downscale/runs", input$run, "summary.csv"))
  })
}

shinyApp(ui, server)
