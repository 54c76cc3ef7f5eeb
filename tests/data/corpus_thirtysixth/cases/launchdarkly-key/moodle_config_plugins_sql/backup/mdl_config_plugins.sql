--
-- PostgreSQL database dump
--

-- Dumped from database version 15.6
-- Dumped by pg_dump version 15.6

SET statement_timeout = 0;
SET lock_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;

--
-- Data for Name: mdl_config_plugins; Type: TABLE DATA; Schema: public; Owner: moodleuser
--

COPY public.mdl_config_plugins (id, plugin, name, value) FROM stdin;
2797	moodlecourse	format	weeks
2798	moodlecourse	maxsections	52
2799	tool_objectfs	version	2024019649
2800	tool_objectfs	enabled	1
2801	tool_objectfs	ld_mobile_key	mob-4c51c4e8-0499-47a9-a9c9-71b4c7a6b83f
2802	tool_objectfs	timeout	30
\.


--
-- PostgreSQL database dump complete
--
