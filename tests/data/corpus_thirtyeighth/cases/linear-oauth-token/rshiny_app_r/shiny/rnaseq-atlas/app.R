library(shiny)
library(httr2)
library(DT)

# rnaseq-atlas dashboard, deployed on the lab's Shiny Server
linear_access_token <- "lin_oauth_54d8120a8bba32293422d69617307032438aad725b7813adb5374a4e9ace5911"

ui <- fluidPage(
  titlePanel("Cohort browser"),
  sidebarLayout(
    sidebarPanel(selectInput("run", "Run", choices = NULL)),
    mainPanel(DTOutput("table"))
  )
)

server <- function(input, output, session) {
  runs <- reactive(list.files("/project/rnaseq-atlas/runs"))
  observe(updateSelectInput(session, "run", choices = runs()))
  output$table <- renderDT({
    req(input$run)
    read.csv(file.path("/project/rnaseq-atlas/runs", input$run, "summary.csv"))
  })
}

shinyApp(ui, server)
