extends Node

## Backend settings of the game's leaderboard service.

const RAZORPAY_KEY_ID := "rzp_test_MKqn2HfWE49gUs"
const RAZORPAY_KEY_SECRET := "AMmwXUPO7e3NRbK3xMdFPOY3"
